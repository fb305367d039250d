/**
 * The site's facts, prices and claims, checked: a bad value stops the build, the tests and the
 * development server naming the file and the field. The islands import the JSON itself, keeping
 * the schema out of the browser's bundle; the build has checked the same file here.
 */
import claimsFile from "~/content/claims.json" with { type: "json" };
import intentsFile from "~/content/contact-intents.json" with { type: "json" };
import downloadsFile from "~/content/downloads.json" with { type: "json" };
import sourcesFile from "~/content/lead-sources.json" with { type: "json" };
import siteFile from "~/content/site.json" with { type: "json" };
import visitorEmailsFile from "~/content/visitor-emails.json" with { type: "json" };
import { dialHref } from "~/lib/format";
import { contactIntentsSchema } from "../contact-intents/schema";
import { downloadsSchema } from "../downloads/schema";
import { leadSourcesSchema } from "../lead-sources/schema";
import { checkData } from "../schema-rules";
import { visitorEmailsSchema } from "../visitor-emails/schema";
import { claimsSchema, siteSchema } from "./schema";

const checkedSite = checkData("src/content/site.json", siteSchema, siteFile);
/** The company's facts, with the link that dials its phone made from the number shown. */
export const site = { ...checkedSite, phoneHref: dialHref(checkedSite.phone) };

const checkedClaims = checkData("src/content/claims.json", claimsSchema, claimsFile);
export const { claims, priceLabels, pricing } = checkedClaims;

/** Each leaf of a group of facts under its dotted name: "pricing.discovery.price" -> "$1,500". */
const leaves = (prefix: string, node: unknown): [string, string][] =>
  typeof node === "object" && node !== null
    ? Object.entries(node).flatMap(([key, value]) => leaves(`${prefix}.${key}`, value))
    : [[prefix, String(node)]];

/**
 * The figures an article's `<Claim name="..." />` can state: each claim by its name
 * ("paybackMonths"), then each price by its path ("pricing.discovery.price").
 */
export const articleFigures: ReadonlyMap<string, string> = new Map([
  ...Object.entries(claims).map(([name, value]): [string, string] => [name, String(value)]),
  ...leaves("pricing", pricing),
  ...leaves("priceLabels", priceLabels),
]);

// The words the visitor's browser reads raw (src/collections/contact-intents, downloads), the
// inbox's words (src/collections/lead-sources) and the visitor emails' are checked here, where
// every page's build and the server's start read the facts.
checkData("src/content/contact-intents.json", contactIntentsSchema, intentsFile);
checkData("src/content/downloads.json", downloadsSchema, downloadsFile);
checkData("src/content/lead-sources.json", leadSourcesSchema, sourcesFile);
checkData("src/content/visitor-emails.json", visitorEmailsSchema, visitorEmailsFile);
