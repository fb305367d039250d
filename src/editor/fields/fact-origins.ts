/**
 * Where the owner sets a figure that copy shows (a token, src/lib/tokens.ts), in the editor's own
 * words: the field's labels in "Company facts" or "Prices and figures" (walked from their
 * declaration in src/collections/facts/schema.ts, so a renamed label is renamed here too) and the
 * link to that screen. The blog's counts are counted from its categories. Bundled for the browser:
 * import nothing that reads files.
 */

import { type ContentTypeKey, contentTypes } from "~/collections/content-types";
import type { FieldMap } from "~/collections/model/fields";

/** The editor's address; an entry of keystatic.config.ts's singletons is `/singleton/<key>`. */
const EDITOR_URL = "/keystatic";

/**
 * The facts' entries of src/collections/content-types.ts. The site's facts are the tokens under
 * `site.`; the prices and figures' groups are tokens' first word.
 */
export const factEntries = [
  { ...contentTypes.site, key: "site", under: "site" },
  { ...contentTypes.claims, key: "claims", under: undefined },
] as const satisfies { key: ContentTypeKey; under?: string }[];
/** The blog's categories, whose counts make the blog's figures. */
export const blogCategoriesKey: ContentTypeKey = "blogCategories";

const entryUrl = (key: string) => `${EDITOR_URL}/singleton/${key}`;

/** Where a fact is set: what it is ("Founder › Name"), how ("set in") and the screen's link. */
export interface FactOrigin {
  what: string;
  how: "set in" | "counted from";
  link: string;
  href: string;
}

/**
 * A sentence about a figure: "`shown` is `what``after`" and the link to the screen that sets it,
 * e.g. "$4,900 is Strategic Implementation › Price, set in [Prices and figures]".
 */
export interface FigureNote {
  shown: string;
  what: string;
  after: string;
  link: string;
  href: string;
}

/** The note as one sentence, as it reads. */
export const noteWords = ({ shown, what, after, link }: FigureNote) =>
  `${shown} is ${what}${after}${link}`;

/** The labels of the fields down to the one `keys` name, or undefined when there is none. */
function labelsAt(fields: FieldMap, keys: string[]): string[] | undefined {
  const [key, ...rest] = keys;
  const field = key === undefined ? undefined : fields[key];
  if (!field) return undefined;
  if (rest.length === 0) return field.kind === "group" ? undefined : [field.label];
  if (field.kind !== "group") return undefined;
  const inner = labelsAt(field.fields, rest);
  return inner && [field.label, ...inner];
}

/**
 * Facts copy may name that are made from another: the founder's first name from the name, the
 * link that dials the phone from the number shown. Each with the words for what it is of that one.
 */
const madeFrom: Record<string, { source: string; what: (field: string) => string }> = {
  "site.founder.firstName": {
    source: "site.founder.name",
    what: (field) => `the first word of ${field}`,
  },
  "site.phoneHref": { source: "site.phone", what: (field) => `the link that dials ${field}` },
};
/** The blog's figures, each counted from its categories. */
const blogCounts: Record<string, string> = {
  "blog.articleCount": "the number of articles",
  "blog.categoryCount": "the number of categories",
};

/** Where the fact `name` is set; undefined for a name no fact has. */
export function factOrigin(name: string): FactOrigin | undefined {
  const counted = blogCounts[name];
  if (counted) {
    return {
      what: counted,
      how: "counted from",
      link: "the blog's categories",
      href: entryUrl(blogCategoriesKey),
    };
  }
  const made = madeFrom[name];
  const keys = (made?.source ?? name).split(".");
  for (const { key, label, fields, under } of factEntries) {
    if (under !== undefined && keys[0] !== under) continue;
    const labels = labelsAt(fields, under === undefined ? keys : keys.slice(1));
    if (!labels) continue;
    // The field's label after its group's: the screen shows the outer groups as headings.
    const field = labels.slice(-2).join(" › ");
    return {
      what: made ? made.what(field) : field,
      how: "set in",
      link: label,
      href: entryUrl(key),
    };
  }
  return undefined;
}

/**
 * The sentence under a field for a figure it holds: "$4,900 is Strategic Implementation › Price,
 * set in [Prices and figures]"; for a figure the copy shows in lower case, it says so.
 */
export function figureNote(name: string, shown: string, lower: boolean): FigureNote | undefined {
  const origin = factOrigin(name);
  if (!origin) return undefined;
  const { what, how, link, href } = origin;
  return { shown, what, after: `${lower ? ", in lower case" : ""}, ${how} `, link, href };
}
