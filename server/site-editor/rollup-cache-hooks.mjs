/**
 * A module hook the build worker registers: Vite's `import("rollup")` gets cached-rollup.mjs, which
 * wraps the real Rollup (named in the query) to carry each bundle's module cache to the next build.
 */
const wrapper = new URL("./cached-rollup.mjs", import.meta.url);

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (specifier !== "rollup" || !context.parentURL?.includes("/vite/dist/")) return resolved;
  const url = new URL(wrapper);
  url.searchParams.set("rollup", resolved.url);
  return { url: url.href, shortCircuit: true };
}
