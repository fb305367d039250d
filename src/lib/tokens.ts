/**
 * Figures and facts inside copy: a text field writes `{{claims.hoursSavedWeekly}}` or
 * `{{site.phone}}` where the page shows "20+" or "(206) 555-0142", so a number the site states in
 * several places is written once. A token is a dotted path into the facts below; an unknown one
 * stops the build with the file and the field that hold it.
 */

import categoriesFile from "~/content/blog/categories.json" with { type: "json" };
import claimsFile from "~/content/claims.json" with { type: "json" };
import site from "~/content/site.json" with { type: "json" };

/**
 * The facts tokens name. The files are imported as they are (the content editor checks tokens in
 * the browser, where the schemas' readers do not run); the build checks them with their schemas in
 * src/collections/facts. `site.founder.firstName` is the founder's name's first word, for copy that
 * says "Jordan runs most discovery calls". `blog.articleCount` and `blog.categoryCount` are counted
 * from the blog's categories (src/content/blog/categories.json).
 */
const facts = {
  site: { ...site, founder: { ...site.founder, firstName: site.founder.name.split(" ")[0] ?? "" } },
  ...claimsFile,
  blog: {
    articleCount: categoriesFile.categories.reduce((sum, category) => sum + category.count, 0),
    categoryCount: categoriesFile.categories.length,
  },
};

/**
 * `{{path}}`, or `{{path|lower}}` for the fact in lower case, inside a sentence ("are starting at
 * $1,800").
 */
const tokenPattern = /\{\{\s*([\w.]+)\s*(?:\|\s*(lower)\s*)?\}\}/g;

type Value = string | number;

/** Every token name, e.g. "site.founder.name", "pricing.discovery.price": the leaves of the facts. */
export const tokenNames: readonly string[] = leafPaths(facts);

function leafPaths(node: unknown, prefix = ""): string[] {
  if (typeof node === "string" || typeof node === "number") return [prefix];
  if (node === null || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(path: string): Value | undefined {
  let node: unknown = facts;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? node : undefined;
}

/** The token names in `text` that name no fact (empty when every token is known). */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)]
    .map(([, name = ""]) => name)
    .filter((name) => valueAt(name) === undefined);
}

/**
 * `text` with every token replaced by its fact. `where` names the file and field for the error an
 * unknown token throws, e.g. "src/content/pages/home.json: hero.lead".
 */
export function fillTokens(text: string, where: string): string {
  return text.replace(tokenPattern, (token, name: string, lower?: string) => {
    const value = valueAt(name);
    if (value === undefined) {
      throw new Error(`${where}: unknown token ${token} (known tokens are listed by tokenNames)`);
    }
    return lower ? String(value).toLowerCase() : String(value);
  });
}
