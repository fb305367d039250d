/**
 * The records the editor offers, each with the schema the build reads it with and where its stored
 * records are: the table the content editor's agreement tests (src/editor/agreement.test.ts,
 * src/editor/entry-files.test.ts) walk, made as the editor's entries are: the content types from
 * their list (src/collections/content-types.ts), the pages and the guide's files from the editor's
 * (src/editor/pages.ts, src/editor/guide.ts), each with the schema the build reads its file with.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";
import { parse } from "yaml";
import editorConfig from "../../keystatic.config";
import { frontmatterBlock } from "../../src/collections/blog/frontmatter";
import { photoPublicPath } from "../../src/collections/case-studies/schema";
import {
  type ContentType,
  type ContentTypeKey,
  contentTypes,
  schemaOf,
} from "../../src/collections/content-types";
import {
  chapterFields,
  checklistFields,
  proseFields,
  readinessFields,
  toolsFields,
} from "../../src/collections/guide/schema";
import { recordRule } from "../../src/collections/model/rules";
import { assessmentPageFields } from "../../src/collections/page-copy/assessment";
import { automationGuideSchema } from "../../src/collections/page-copy/automation-guide";
import { homePageFields } from "../../src/collections/page-copy/home";
import { legalFrontmatterFields } from "../../src/collections/page-copy/legal";
import {
  aboutUsPageFields,
  bestPracticesPageFields,
  blogPageFields,
  contactReceivedPageFields,
  notFoundPageFields,
  pricingPageFields,
  roiCalculatorSchema,
  webinarsEventsPageFields,
} from "../../src/collections/page-copy/own";
import { servicePageFields } from "../../src/collections/page-copy/service";
import pageList from "../../src/content/page-list.json" with { type: "json" };
import { guideEditors } from "../../src/editor/guide";
import { pageEditors } from "../../src/editor/pages";

export interface Checked {
  schema: z.ZodTypeAny;
  /** The records as stored (before the schema), by file name. */
  stored(): [string, unknown][];
  /** Values to try besides the common probes, for rules only this entry's schema has. */
  probes?: FormFieldStoredValue[];
  /**
   * Other stored records of the same shape: where a block kind (or another conditional's value)
   * is not in this entry's own records, its fields are checked on a stored one from these.
   */
  examples?: () => unknown[];
}

const jsonFiles = (folder: string) => (): [string, unknown][] =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, JSON.parse(readFileSync(join(folder, name), "utf8"))]);

/** Articles' frontmatter as Astro's loader and the editor read it: an unquoted date is a Date. */
const mdxFrontmatters = (folder: string) => (): [string, unknown][] =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => [
      name,
      parse(frontmatterBlock(readFileSync(join(folder, name), "utf8"), name), {
        customTags: ["timestamp"],
      }),
    ]);

/** The frontmatter of one Markdown file, as the editor reads it. */
const markdownFrontmatter = (file: string) => (): [string, unknown][] => [
  [file, parse(frontmatterBlock(readFileSync(file, "utf8"), file))],
];
/** A singleton's one file as stored. */
const jsonFile = (file: string) => (): [string, unknown][] => [
  [file, JSON.parse(readFileSync(file, "utf8"))],
];

/** The guide's own rules: facts by known token, characters the PDF's font draws, one line. */
const guideProbes = [
  "{{claims.paybackMonths}}",
  "Within {{ site.name }}",
  "{{claims.nope}}",
  "{{claims}}",
  "Price → value",
  "A first line\nand a second",
];
const missing = (file: string): never => {
  throw new Error(`${file}: no schema for it in tests/support/editor-records.ts`);
};
/** A file as the editor reads it: a JSON file, or a Markdown file's frontmatter. */
const storedFile = (file: string) =>
  file.endsWith(".md") ? markdownFrontmatter(file) : jsonFile(file);

const guideDataSchemas: Record<string, z.ZodTypeAny> = {
  "tools.json": recordRule(toolsFields),
  "readiness-assessment.json": recordRule(readinessFields),
  "implementation-checklist.json": recordRule(checklistFields),
};
/** A file of the guide: a chapter, a page of prose (Markdown) or a data file, by its name. */
const guideFile = (file: string): Checked => ({
  schema: file.startsWith("src/content/guide/chapters/")
    ? recordRule(chapterFields)
    : file.endsWith(".md")
      ? recordRule(proseFields)
      : (guideDataSchemas[basename(file)] ?? missing(file)),
  stored: storedFile(file),
  probes: guideProbes,
});

/**
 * The pages of the families that share the section blocks, as stored: a block kind a page does not
 * use is checked on another page's.
 */
const familyPages = () =>
  pageList.pages
    .filter(({ kind }) => kind === "service" || kind === "assessment")
    .map(({ path }) => JSON.parse(readFileSync(`src/content/page-copy${path}.json`, "utf8")));
/**
 * The free guide's page: its printed copy as the guide's, and whole resource cards, whose button
 * must ask for the PDF the card offers.
 */
const card = {
  title: "Readiness Assessment",
  description: "Score your business in 15 minutes.",
  icon: "clipboard-check",
  action: {
    kind: "contact",
    label: "Get the Readiness Assessment",
    source: "resource",
    intent: "download",
  },
};
const readinessCard = { ...card, download: "readinessAssessment" };
/**
 * How a page is checked, by the kind the page list gives the pages of a family, or else by the
 * page's path: the schema, and what the tests try on it.
 */
const pageChecks: Record<string, Omit<Checked, "stored">> = {
  service: { schema: recordRule(servicePageFields), examples: familyPages },
  assessment: { schema: recordRule(assessmentPageFields), examples: familyPages },
  legal: { schema: recordRule(legalFrontmatterFields) },
  "/": { schema: recordRule(homePageFields) },
  "/automation-guide": {
    schema: automationGuideSchema,
    probes: [
      ...guideProbes,
      readinessCard,
      { ...readinessCard, download: "implementationChecklist" },
      { ...readinessCard, description: "Score your readiness ✓" },
      { ...readinessCard, action: { kind: "link", label: "Read", to: "/roi-calculator" } },
      { ...card, description: "Prices → value" },
      { ...readinessCard, icon: "unicorn" },
      { ...readinessCard, colour: "green" },
    ],
  },
  "/roi-calculator": { schema: roiCalculatorSchema },
  "/best-practices": { schema: recordRule(bestPracticesPageFields) },
  "/webinars-events": { schema: recordRule(webinarsEventsPageFields) },
  "/blog": { schema: recordRule(blogPageFields) },
  "/about-us": { schema: recordRule(aboutUsPageFields) },
  "/pricing": { schema: recordRule(pricingPageFields) },
  "/contact-received": { schema: recordRule(contactReceivedPageFields) },
  "/not-found": { schema: recordRule(notFoundPageFields) },
};
/** A page's file (src/content/page-copy/<page>.json, or .md for a legal page). */
const pageFile = (file: string): Checked => {
  const name = basename(file).replace(/\.(json|md)$/, "");
  const path = name === "home" ? "/" : `/${name}`;
  const kind = pageList.pages.find((page) => page.path === path)?.kind ?? "";
  return { ...(pageChecks[kind] ?? pageChecks[path] ?? missing(file)), stored: storedFile(file) };
};

/** A content type's stored records: its data file, or each file of its folder. */
const storedRecords = (type: ContentType) => {
  if ("file" in type) return jsonFile(type.file);
  return type.format === "mdx" ? mdxFrontmatters(type.folder) : jsonFiles(type.folder);
};

/** What the tests try on a content type besides its stored records and the common probes. */
const triedOn: { [Key in ContentTypeKey]?: Pick<Checked, "probes" | "examples"> } = {
  caseStudies: {
    // No case study shows a quote or a photo yet (none is invented): their fields are checked on these.
    examples: () => [
      {
        quote: {
          discriminant: true,
          value: {
            text: "We close the month in two days now.",
            role: "Operations Manager",
            business: "Family-owned contract packager, Kent",
          },
        },
        photo: {
          discriminant: true,
          value: { image: `${photoPublicPath}retail-operations/shelf.jpg`, alt: "The shop floor" },
        },
      },
    ],
  },
  // The optional fields a request shows, ticked in any order, or a field the form has not.
  contactIntents: {
    probes: [[], ["phone"], ["description", "phone"], ["phone", "phone"], ["fax"]],
  },
};

/** Every editor collection and singleton, with the schema the build checks its files with. */
export const checked: Record<string, Checked> = {
  ...Object.fromEntries(
    Object.entries(contentTypes).map(([key, type]) => [
      key,
      { schema: schemaOf(type), stored: storedRecords(type), ...triedOn[key as ContentTypeKey] },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(guideEditors).map(([key, entry]) => [key, guideFile(singletonFile(entry))]),
  ),
  ...Object.fromEntries(
    Object.entries(pageEditors).map(([key, entry]) => [key, pageFile(singletonFile(entry))]),
  ),
};

export const collections = Object.entries(editorConfig.collections ?? {});
export const singletons = Object.entries(editorConfig.singletons ?? {});
/** The file a singleton reads and writes: its path and the extension of its format. */
export function singletonFile(singleton: (typeof singletons)[number][1]) {
  const { format, path } = singleton;
  const schema: Record<string, ComponentSchema> = singleton.schema;
  const contentField = typeof format === "object" ? format.contentField : undefined;
  const content = typeof contentField === "string" ? schema[contentField] : undefined;
  const extension = content && "contentExtension" in content ? content.contentExtension : ".json";
  return `${path}${extension}`;
}
