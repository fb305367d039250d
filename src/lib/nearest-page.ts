/**
 * The "did you mean" of the 404 page: the page whose path is nearest to an address that is not a
 * page, when the difference looks like a typo or a cut-off link rather than another address.
 */

/** Levenshtein distance: the fewest insertions, deletions and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How the address compares with page paths: decoded, lower case, without a trailing slash. */
export function normalisePath(pathname: string): string {
  const path = decodePath(pathname).toLowerCase().replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The address as a visitor typed it: percent escapes decoded, unless they are malformed. */
export function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const MIN_PREFIX = 5;

/**
 * The nearest page, or undefined when none is near enough: at most a third of the path's length
 * in edits (at least 2), or a page path whose start the address is, give or take an edit per
 * eight characters (a link cut short; at least four characters after the slash, so "/p" is not
 * taken for a page).
 */
export function nearestPage<T extends { path: string }>(
  pathname: string,
  pages: readonly T[],
): T | undefined {
  const asked = normalisePath(pathname);
  if (asked === "/") return undefined;
  let best: { page: T; distance: number } | undefined;
  for (const page of pages) {
    if (page.path === "/") continue;
    const whole = editDistance(asked, page.path);
    // A link cut short, possibly with a typo in what is left: compare with the page path's start.
    const start =
      asked.length >= MIN_PREFIX ? editDistance(asked, page.path.slice(0, asked.length)) : Infinity;
    const near =
      whole <= Math.max(2, Math.floor(page.path.length / 3)) ||
      start <= Math.floor(asked.length / 8);
    const distance = Math.min(whole, start);
    if (near && distance < (best?.distance ?? Infinity)) {
      best = { page, distance };
    }
  }
  return best?.page;
}
