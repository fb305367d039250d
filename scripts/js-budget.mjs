/**
 * JavaScript budget (DESIGN "Quality bars", docs/decisions/007): for every prerendered page in
 * ${BUILD_DIR:-build}/client, the gzip size (level 9) of
 *   - first-load JS: every executable inline script, every <script src> and <link rel="modulepreload">,
 *     and their static imports in turn;
 *   - idle JS: what the islands load when they hydrate (the component and renderer URLs of each
 *     <astro-island>, and their static imports), not counting files already loaded first.
 * Fails when a page is over FIRST_LOAD_BUDGET or IDLE_BUDGET.
 *
 *   node scripts/js-budget.mjs            BUILD_DIR=build-e2e node scripts/js-budget.mjs
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const FIRST_LOAD_BUDGET = 15 * 1024;
export const IDLE_BUDGET = 90 * 1024;

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every HTML document in the build, with the page path it is served at. */
function htmlPages(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (file !== join(clientDir, "assets")) found.push(...htmlPages(file));
    } else if (name.endsWith(".html")) {
      const rel = relative(clientDir, file).split(sep).join("/");
      const path =
        rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -11)}` : rel;
      found.push({ path, file });
    }
  }
  return found;
}

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean)
    ?.replaceAll("&amp;", "&");

/** Specifiers of the static imports of a built module (minified: `import{a}from"./x.js"`). */
const staticImports = (code) =>
  [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1],
  );

/** Local file for a URL found in the page, or null for another origin. */
function localFile(url, fromFile) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith("data:")) return null;
  const path = url.split(/[?#]/)[0];
  return path.startsWith("/") ? join(clientDir, path) : resolve(dirname(fromFile), path);
}

/** A set of module files closed over their static imports; external URLs are listed apart. */
function moduleGraph(entries, htmlFile) {
  const files = new Set();
  const external = [];
  const queue = [];
  const add = (url, from) => {
    const file = localFile(url, from);
    if (file === null) external.push(url);
    else if (!files.has(file)) {
      files.add(file);
      queue.push(file);
    }
  };
  for (const url of entries) add(url, htmlFile);
  while (queue.length > 0) {
    const file = queue.shift();
    if (!existsSync(file))
      throw new Error(`${relative(clientDir, htmlFile)} loads ${file}, which is not in the build`);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) add(specifier, file);
  }
  return { files, external };
}

const executable = (openTag) => {
  const type = (attr(openTag, "type") ?? "").toLowerCase();
  return type === "" || type === "module" || type.includes("javascript");
};

/** What a page loads before any interaction, and what its islands load on idle or when visible. */
export function pageScripts(htmlFile) {
  const html = readFileSync(htmlFile, "utf8");
  const inline = [];
  const sources = [];
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (!executable(open)) continue;
    const src = attr(open, "src");
    if (src) sources.push(src);
    else inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) sources.push(href);
  }
  const islandUrls = [...html.matchAll(/<astro-island\b[^>]*>/gi)].flatMap(([tag]) =>
    ["component-url", "renderer-url", "before-hydration-url"]
      .map((name) => attr(tag, name))
      .filter(Boolean),
  );
  const first = moduleGraph(
    [...sources, ...inline.flatMap((code) => staticImports(code))],
    htmlFile,
  );
  const idle = moduleGraph(islandUrls, htmlFile);
  for (const file of first.files) idle.files.delete(file);
  return {
    inline,
    firstFiles: [...first.files],
    idleFiles: [...idle.files],
    external: [...first.external, ...idle.external],
  };
}

const gzipCache = new Map();
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

const gzipText = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function measurePage(file) {
  const scripts = pageScripts(file);
  const inlineBytes = scripts.inline.reduce((sum, code) => sum + gzipText(code), 0);
  const firstFileBytes = scripts.firstFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  return {
    inlineBytes,
    firstBytes: inlineBytes + firstFileBytes,
    idleBytes: scripts.idleFiles.reduce((sum, f) => sum + gzipSize(f), 0),
    external: scripts.external,
  };
}

function main() {
  if (!existsSync(clientDir)) {
    console.error(
      `No build at ${clientDir}: run \`npm run build\` first (BUILD_DIR=${process.env.BUILD_DIR ?? "build"}).`,
    );
    process.exit(1);
  }
  const rows = htmlPages(clientDir).map(({ path, file }) => ({ path, ...measurePage(file) }));
  if (rows.length === 0) {
    console.error(`No HTML pages in ${clientDir}.`);
    process.exit(1);
  }
  rows.sort((a, b) => b.firstBytes - a.firstBytes || a.path.localeCompare(b.path));

  const width = Math.max(...rows.map((row) => row.path.length), 4);
  console.log(
    `JavaScript per page (gzip -9): first load <= ${kb(FIRST_LOAD_BUDGET)}, islands on idle/visible <= ${kb(IDLE_BUDGET)}\n${clientDir}\n`,
  );
  console.log(`${"page".padEnd(width)}  first load (inline)    idle`);
  const over = [];
  for (const row of rows) {
    const problems = [
      row.firstBytes > FIRST_LOAD_BUDGET && "first load over budget",
      row.idleBytes > IDLE_BUDGET && "idle over budget",
    ].filter(Boolean);
    if (problems.length > 0) over.push(`${row.path} (${problems.join(", ")})`);
    const note = row.external.length
      ? `  (+ external, not counted: ${row.external.join(", ")})`
      : "";
    console.log(
      `${row.path.padEnd(width)}  ${kb(row.firstBytes).padStart(9)} (${kb(row.inlineBytes).padStart(7)})  ${kb(row.idleBytes).padStart(8)}${problems.length ? `  ${problems.join(", ").toUpperCase()}` : ""}${note}`,
    );
  }
  const worstFirst = rows[0];
  const worstIdle = rows.reduce((a, b) => (b.idleBytes > a.idleBytes ? b : a));
  console.log(
    `\nWorst first load: ${worstFirst.path} ${kb(worstFirst.firstBytes)}; worst idle: ${worstIdle.path} ${kb(worstIdle.idleBytes)}.`,
  );
  if (over.length > 0) {
    console.error(`${over.length} page(s) over budget: ${over.join("; ")}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
