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

/** One JSON data file. */
interface DataFile extends Common {
  file: `${string}.json`;
}

/**
 * A folder of records, a file each, named after the record's title field: JSON, or MDX whose
 * frontmatter holds the fields and whose body is the text. `columns` are the fields the editor's
 * list of records shows.
 */
interface Records extends Common {
  folder: string;
  format: "json" | "mdx";
  columns: readonly string[];
}

export type ContentType = DataFile | Records;

/** The types in the editor menu's order, within each section. */
export const contentTypes = {
  site: {
    label: "Company facts",
    section: "siteWide",
    file: "src/content/site.json",
    fields: siteFields,
  },
  claims: {
    label: "Prices and figures",
    section: "siteWide",
    file: "src/content/claims.json",
    fields: claimsFields,
  },
  titlesAndMenus: {
    label: "Page titles, menus and search",
    section: "siteWide",
    file: "src/content/page-list.json",
    fields: pageListFields,
    schema: pageListSchema,
  },
  contactIntents: {
    label: "Contact form's words",
    section: "siteWide",
    file: "src/content/contact-intents.json",
    fields: contactIntentsFields,
  },
  leadSources: {
    label: "Where requests come from",
    section: "siteWide",
    file: "src/content/lead-sources.json",
    fields: leadSourcesFields,
  },
  visitorEmails: {
    label: "Emails to visitors",
    section: "siteWide",
    file: "src/content/visitor-emails.json",
    fields: visitorEmailsFields,
  },
  serviceOffer: {
    label: "Service pages' price and terms",
    section: "siteWide",
    file: "src/content/service-offer.json",
    fields: serviceOfferFields,
  },
  assessments: {
    label: "Assessments compared",
    section: "siteWide",
    file: "src/content/assessments.json",
    fields: assessmentsFields,
  },
  downloads: {
    label: "Free downloads",
    section: "siteWide",
    file: "src/content/downloads.json",
    fields: downloadsFields,
    schema: downloadsSchema,
  },
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
