/**
 * Figures and facts inside copy: a text field writes `{{claims.hoursSavedWeekly}}` or
 * `{{site.phone}}` where the page shows "20+" or "(206) 555-0142", so a number the site states in
 * several places is written once. A token is a dotted path into the facts below; an unknown one
 * stops the build with the file and the field that hold it.
 */

import categoriesFile from "~/content/blog/categories.json" with { type: "json" };
import claimsFile from "~/content/claims.json" with { type: "json" };
import siteFile from "~/content/site.json" with { type: "json" };
import { dialHref } from "./format";

type Value = string | number;

/**
 * The facts tokens name, from the three files as they are stored: src/content/site.json under
 * `site`, src/content/claims.json's own groups (`claims`, `pricing`, `priceLabels`) and the blog's
 * counts. `site.founder.firstName` is the founder's name's first word, for copy that says "Jordan
 * runs most discovery calls"; `site.phoneHref` is the link that dials the phone (from the number
 * shown). `blog.articleCount` and `blog.categoryCount` are counted from the blog's categories
 * (src/content/blog/categories.json). The one place the facts are built: the
 * build and the editor's bundle build them from the files they import, our server from the files
 * the editor saved (server/site-editor/editor-routes.ts's FACTS_PATH).
 */
export function buildFacts(
  site: typeof siteFile,
  claims: typeof claimsFile,
  categories: typeof categoriesFile,
) {
  return {
    site: {
      ...site,
      founder: { ...site.founder, firstName: site.founder.name.split(" ")[0] ?? "" },
      phoneHref: dialHref(site.phone),
    },
    ...claims,
    blog: {
      articleCount: categories.categories.reduce((sum, category) => sum + category.count, 0),
      categoryCount: categories.categories.length,
    },
  };
}

/** The facts as `buildFacts` builds them, or as our server sends them (JSON). */
export type Facts = ReturnType<typeof buildFacts>;

/**
 * The facts of the files imported here: the build's (the build checks the files with their schemas
 * in src/collections/facts), and the content editor's until it has the saved ones.
 */
export const bundledFacts: Facts = buildFacts(siteFile, claimsFile, categoriesFile);

/**
 * `{{path}}`, or `{{path|lower}}` for the fact in lower case, inside a sentence ("are starting at
 * $1,800").
 */
const tokenPattern = /\{\{\s*([\w.]+)\s*(?:\|\s*(lower)\s*)?\}\}/g;

/** Every token name, e.g. "site.founder.name", "pricing.discovery.price": the leaves of the facts. */
export const tokenNames: readonly string[] = leafPaths(bundledFacts);

function leafPaths(node: unknown, prefix = ""): string[] {
  if (typeof node === "string" || typeof node === "number") return [prefix];
  if (node === null || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The fact `name` names in `facts` ("pricing.implementation.price"), or undefined. */
export function factAt(facts: unknown, name: string): Value | undefined {
  let node: unknown = facts;
  for (const key of name.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? node : undefined;
}

/** A token in a text: where it is, as written (`raw`), the fact it names, and whether in lower case. */
export interface TokenSpan {
  start: number;
  end: number;
  raw: string;
  name: string;
  lower: boolean;
}

/** Every token written in `text`, in order, known or not. */
export function tokenSpans(text: string): TokenSpan[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    raw: match[0],
    name: match[1] ?? "",
    lower: match[2] !== undefined,
  }));
}

/** The fact as a token shows it (lower case for `|lower`), or undefined for an unknown name. */
export function shownFact(facts: unknown, name: string, lower: boolean): string | undefined {
  const value = factAt(facts, name);
  if (value === undefined) return undefined;
  return lower ? String(value).toLowerCase() : String(value);
}

/** The token names in `text` that name no fact (empty when every token is known). */
export function unknownTokens(text: string): string[] {
  return tokenSpans(text)
    .map(({ name }) => name)
    .filter((name) => factAt(bundledFacts, name) === undefined);
}

/**
 * `text` with every token replaced by its fact. `where` names the file and field for the error an
 * unknown token throws, e.g. "src/content/page-copy/home.json: hero.lead".
 */
export function fillTokens(text: string, where: string): string {
  return text.replace(tokenPattern, (token, name: string, lower?: string) => {
    const value = shownFact(bundledFacts, name, lower !== undefined);
    if (value === undefined) {
      throw new Error(`${where}: unknown token ${token} (known tokens are listed by tokenNames)`);
    }
    return value;
  });
}
