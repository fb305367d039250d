/**
 * The records the editor offers, each with the schema the build reads it with and where its stored
 * records are: the table the content editor's agreement tests (src/editor/agreement.test.ts,
 * src/editor/entry-files.test.ts) walk. The content types come from their list
 * (src/collections/content-types.ts), as the editor's entries do; the pages and the guide's files
 * are listed here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
} from "../../src/collections/content-types";
import {
  chapterSchema,
  checklistSchema,
  proseSchema,
  readinessSchema,
  toolsSchema,
} from "../../src/collections/guide/schema";
import { assessmentPageSchema } from "../../src/collections/page-copy/assessment";
import { automationGuideSchema } from "../../src/collections/page-copy/automation-guide";
import { homePageSchema } from "../../src/collections/page-copy/home";
import { legalFrontmatterSchema } from "../../src/collections/page-copy/legal";
import {
  aboutUsSchema,
  bestPracticesSchema,
  blogSchema,
  contactReceivedSchema,
  notFoundSchema,
  pricingSchema,
  roiCalculatorSchema,
  webinarsEventsSchema,
} from "../../src/collections/page-copy/own";
import { servicePageSchema } from "../../src/collections/page-copy/service";
import pageList from "../../src/content/page-list.json" with { type: "json" };
import { entryKey } from "../../src/editor/page-families";

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
const guide = (file: string, schema: z.ZodTypeAny): Checked => ({
  schema,
  stored: file.endsWith(".json") ? jsonFile(file) : markdownFrontmatter(file),
  probes: guideProbes,
});
const chapter = (name: string) => guide(`src/content/guide/chapters/${name}.md`, chapterSchema);

/** A page's copy: src/content/page-copy/<name>.json. */
const pageFile = (name: string, schema: z.ZodTypeAny, examples?: () => unknown[]): Checked => ({
  schema,
  stored: jsonFile(`src/content/page-copy/${name}.json`),
  examples,
});

/** A legal page: src/content/page-copy/<name>.md, whose frontmatter holds the fields. */
const legalPageFile = (name: string): Checked => ({
  schema: legalFrontmatterSchema,
  stored: markdownFrontmatter(`src/content/page-copy/${name}.md`),
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
const guidePage: Checked = {
  ...pageFile("automation-guide", automationGuideSchema),
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
};
const servicePage = (name: string) => pageFile(name, servicePageSchema, familyPages);
const assessmentPage = (name: string) => pageFile(name, assessmentPageSchema, familyPages);

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
      { schema: type.schema, stored: storedRecords(type), ...triedOn[key as ContentTypeKey] },
    ]),
  ),
  guideIntroduction: guide("src/content/guide/introduction.md", proseSchema),
  guideUnderstandingAutomation: chapter("understanding-automation"),
  guideGettingStarted: chapter("getting-started"),
  guideImplementationBestPractices: chapter("implementation-best-practices"),
  guideTechnologySelection: chapter("technology-selection"),
  guideStrategicAiIntegration: chapter("strategic-ai-integration"),
  guideTools: guide("src/content/guide/tools.json", toolsSchema),
  guideReadiness: guide("src/content/guide/readiness-assessment.json", readinessSchema),
  guideChecklist: guide("src/content/guide/implementation-checklist.json", checklistSchema),
  guideNextSteps: guide("src/content/guide/next-steps.md", proseSchema),
  pageHome: pageFile("home", homePageSchema),
  // A page of either family is an entry by its place in the page list, as in the editor.
  ...Object.fromEntries(
    pageList.pages.flatMap(({ kind, path }) => {
      const name = path.slice(1);
      if (kind === "service") return [[entryKey(path), servicePage(name)]];
      if (kind === "assessment") return [[entryKey(path), assessmentPage(name)]];
      return [];
    }),
  ),
  pageAutomationGuide: guidePage,
  pageRoiCalculator: pageFile("roi-calculator", roiCalculatorSchema),
  pageBestPractices: pageFile("best-practices", bestPracticesSchema),
  pageWebinarsEvents: pageFile("webinars-events", webinarsEventsSchema),
  pageBlog: pageFile("blog", blogSchema),
  pageAboutUs: pageFile("about-us", aboutUsSchema),
  pagePricing: pageFile("pricing", pricingSchema),
  pagePrivacyPolicy: legalPageFile("privacy-policy"),
  pageTermsOfService: legalPageFile("terms-of-service"),
  pageContactReceived: pageFile("contact-received", contactReceivedSchema),
  pageNotFound: pageFile("not-found", notFoundSchema),
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
