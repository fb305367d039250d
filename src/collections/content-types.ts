/**
 * The content types the owner edits, each entered once (decision 082): the editor's entries and
 * menu and its agreement tests are made from this list. A plain module: the editor reads it in the
 * browser, so it imports declarations, never a reader.
 */
import type { z } from "astro/zod";
import { categoriesFields, categoriesSchema } from "./blog/categories";
import { articleFields, articleSchema } from "./blog/schema";
import { caseStudyFields, caseStudySchema } from "./case-studies/schema";
import { contactIntentsFields } from "./contact-intents/schema";
import { downloadsFields, downloadsSchema } from "./downloads/schema";
import { eventFields, eventSchema } from "./events/schema";
import { claimsFields, siteFields } from "./facts/schema";
import { leadSourcesFields } from "./lead-sources/schema";
import type { FieldMap } from "./model/fields";
import { recordRule } from "./model/rules";
import { assessmentsFields } from "./page-copy/assessment";
import { serviceOfferFields } from "./page-copy/service";
import { pageListFields, pageListSchema } from "./page-list/schema";
import { testimonialFields } from "./testimonials/schema";
import { visitorEmailsFields } from "./visitor-emails/schema";

interface Common {
  /** Its name in the editor, in the owner's words. */
  label: string;
  /** What applies across the site, or the records the pages show (articles, events, stories). */
  section: "siteWide" | "records";
  fields: FieldMap;
  /** Where the build checks more than each field's own rule (decision 088). */
  schema?: z.ZodTypeAny;
}

interface DataFile extends Common {
  file: `${string}.json`;
}

/**
 * A folder of records, a file each named after its title field: JSON, or MDX whose frontmatter
 * holds the fields and whose body is the text; `columns` are what the editor's list shows.
 */
interface Records extends Common {
  folder: string;
  format: "json" | "mdx";
  columns: readonly string[];
}

export type ContentType = DataFile | Records;

/** A data file of what applies across the site: src/content/<name>. */
const siteWide = <const Fields extends FieldMap>(
  label: string,
  name: `${string}.json`,
  fields: Fields,
  schema?: z.ZodTypeAny,
) => ({ label, section: "siteWide", file: `src/content/${name}`, fields, schema }) as const;

/** The types in the editor menu's order, within each section. */
export const contentTypes = {
  site: siteWide("Company facts", "site.json", siteFields),
  claims: siteWide("Prices and figures", "claims.json", claimsFields),
  titlesAndMenus: siteWide(
    "Page titles, menus and search",
    "page-list.json",
    pageListFields,
    pageListSchema,
  ),
  contactIntents: siteWide("Contact form's words", "contact-intents.json", contactIntentsFields),
  leadSources: siteWide("Where requests come from", "lead-sources.json", leadSourcesFields),
  visitorEmails: siteWide("Emails to visitors", "visitor-emails.json", visitorEmailsFields),
  serviceOffer: siteWide(
    "Service pages' price and terms",
    "service-offer.json",
    serviceOfferFields,
  ),
  assessments: siteWide("Assessments compared", "assessments.json", assessmentsFields),
  downloads: siteWide("Free downloads", "downloads.json", downloadsFields, downloadsSchema),
  blog: {
    label: "Articles",
    section: "records",
    folder: "src/content/blog",
    format: "mdx",
    columns: ["title", "datePublished"],
    fields: articleFields,
    schema: articleSchema,
  },
  blogCategories: {
    label: "Blog categories",
    section: "records",
    file: "src/content/blog/categories.json",
    fields: categoriesFields,
    schema: categoriesSchema,
  },
  events: {
    label: "Events",
    section: "records",
    folder: "src/content/events",
    format: "json",
    columns: ["title"],
    fields: eventFields,
    schema: eventSchema,
  },
  caseStudies: {
    label: "Case studies",
    section: "records",
    folder: "src/content/case-studies",
    format: "json",
    columns: ["title", "industry"],
    fields: caseStudyFields,
    schema: caseStudySchema,
  },
  testimonials: {
    label: "Testimonials",
    section: "records",
    folder: "src/content/testimonials",
    format: "json",
    columns: ["business", "role"],
    fields: testimonialFields,
  },
} satisfies Record<string, ContentType>;

export type ContentTypeKey = keyof typeof contentTypes;

/** The schema the build checks a type's files with: its own, or its fields' record. */
export const schemaOf = (type: ContentType) => type.schema ?? recordRule(type.fields);
