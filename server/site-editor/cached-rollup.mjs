/**
 * Rollup as the build worker's Vite sees it (rollup-cache-hooks.mjs): each bundle starts from the
 * module cache of the same build before it (Astro's server build or its client build, of the same
 * folder), Rollup's own incremental cache. A module whose loaded source is unchanged keeps its
 * transformed code, parse and import resolutions instead of going through every plugin again.
 *
 * Only modules whose transforms read nothing but their own source are kept: script and JSON
 * files, and Markdown or MDX that imports nothing but packages (their plugins check the images
 * they name, and an image they name is an import of the project's). Every other module is
 * transformed again, as in a cold build: `.astro` components (Astro's plugin keeps what they
 * compile to for their styles and scripts), styles (Tailwind reads the whole source tree),
 * images, virtual modules, ids with a query, page and endpoint modules, and a module that globs
 * other files.
 */
const realRollup = await import(new URL(import.meta.url).searchParams.get("rollup"));

export const { VERSION, defineConfig, watch } = realRollup;

const KEPT_EXTENSIONS = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|json)$/;
const MARKDOWN = /\.mdx?$/;
/** The modules Vite's CommonJS plugin makes of a CommonJS file: as pure as the file itself. */
const COMMONJS_PART = /^\0(.*)\?commonjs-[a-z-]+$/;

/**
 * Whether the cached transform of `id`, a module of the build run in `root` that imported
 * `imports` (import to resolution), may stand.
 */
const reusable = (id, root, imports) => {
  const file = COMMONJS_PART.exec(id)?.[1] ?? id;
  if (file === "\0commonjsHelpers.js") return true;
  if (file.startsWith("\0") || file.includes("?") || file.startsWith(`${root}/src/pages/`)) {
    return false;
  }
  const importsPackagesOnly = () =>
    Object.values(imports).every((resolved) => resolved.id.includes("/node_modules/"));
  return KEPT_EXTENSIONS.test(file) || (MARKDOWN.test(file) && importsPackagesOnly());
};

/**
 * The last cache of each build, by folder, input and environment (the environment reaches the
 * transforms through the config's `define`; the build's own output folder and cache do not).
 */
const caches = new Map();

const keyOf = (options) => {
  const { BUILD_DIR: _out, BUILD_CACHE: _cache, ...environment } = process.env;
  return JSON.stringify([process.cwd(), options.input, Object.entries(environment).sort()]);
};

export async function rollup(options) {
  const key = keyOf(options);
  const previous = caches.get(key);
  // A failed build leaves no cache behind.
  caches.delete(key);
  const globbing = previous?.globbing ?? new Set();
  const root = process.cwd();
  let transformed = 0;
  const policy = {
    name: "eca:cache-policy",
    transform(code, id) {
      transformed++;
      if (code.includes("import.meta.glob")) globbing.add(id);
      else globbing.delete(id);
    },
    buildEnd() {
      const modules = [...this.getModuleIds()].length;
      if (previous)
        console.log(`${modules - transformed} of ${modules} modules kept from the build before`);
    },
    // Undefined, not false, lets the plugins after it have their say (CommonJS tracks its modules).
    shouldTransformCachedModule: ({ id, resolvedSources }) =>
      !reusable(id, root, resolvedSources) || globbing.has(id) ? true : undefined,
  };
  const bundle = await realRollup.rollup({
    ...options,
    cache: previous?.cache ?? true,
    plugins: [policy, ...(options.plugins ?? [])],
  });
  caches.set(key, { cache: bundle.cache, globbing });
  return bundle;
}
