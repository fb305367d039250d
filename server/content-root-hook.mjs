/**
 * A module resolve hook (module.register) for the server's process: every import that resolves
 * into the code's src/content/ is read from the same path under the published content instead
 * (server/published-content.ts chooses it). Plain JavaScript: hooks run on a thread of their own,
 * before any TypeScript loader.
 */
let from = "";
let to = "";

export function initialize(data) {
  from = data.from;
  to = data.to;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.startsWith(from)
    ? { ...resolved, url: `${to}${resolved.url.slice(from.length)}` }
    : resolved;
}
