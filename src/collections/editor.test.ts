/**
 * What a type's one declaration (src/collections/model/) cannot prove about the content editor
 * (keystatic.config.ts) and the build: that every value the editor would store for a field passes
 * the build's schema, whole-record rules and our own inputs included; that every stored record
 * opens in the editor without a complaint and passes its schema; that each entry opens the file
 * the build reads, and each file is what the editor writes back. Field names, required fields and
 * allowed values come from the one declaration, and model.test.ts proves each kind's two readings
 * agree.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import Markdoc from "@markdoc/markdoc";
import type { z } from "astro/zod";
import { dump, load } from "js-yaml";
import { parse } from "yaml";
import editorConfig from "../../keystatic.config";
import {
  editorLeaves,
  editorSaves,
  editorWrites,
  type Leaf,
  leafPlaces,
  probes,
  valueAt,
  withValue,
  withVariants,
} from "../../tests/support/editor-agreement";
import pageList from "../content/page-list.json" with { type: "json" };
import { categoriesSchema } from "./blog/categories";
import { frontmatterBlock } from "./blog/frontmatter";
import { articleSchema } from "./blog/schema";
import { caseStudySchema, photoPublicPath } from "./case-studies/schema";
import { contactIntentsSchema } from "./contact-intents/schema";
import { downloadsSchema } from "./downloads/schema";
import { eventSchema } from "./events/schema";
import { claimsSchema, siteSchema } from "./facts/schema";
import {
  chapterSchema,
  checklistSchema,
  proseSchema,
  readinessSchema,
  toolsSchema,
} from "./guide/schema";
import { leadSourcesSchema } from "./lead-sources/schema";
import { assessmentPageSchema, assessmentsSchema } from "./page-copy/assessment";
import { automationGuideSchema } from "./page-copy/automation-guide";
import { entryKey } from "./page-copy/editor-families";
import { anchorField, legalComponents } from "./page-copy/editor-legal";
import { homePageSchema } from "./page-copy/home";
import { pageFile as buildPageFile } from "./page-copy/index";
import { anchorPattern, contactLinks, legalFrontmatterSchema, legalParts } from "./page-copy/legal";
import {
  aboutUsSchema,
  bestPracticesSchema,
  blogSchema,
  contactReceivedSchema,
  notFoundSchema,
  pricingSchema,
  roiCalculatorSchema,
  webinarsEventsSchema,
} from "./page-copy/own";
import { serviceOfferSchema, servicePageSchema } from "./page-copy/service";
import { pageListSchema } from "./page-list/schema";
import { testimonialSchema } from "./testimonials/schema";

interface Checked {
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

/** Every editor collection and singleton, with the schema the build checks its files with. */
const checked: Record<string, Checked> = {
  blog: { schema: articleSchema, stored: mdxFrontmatters("src/content/blog") },
  caseStudies: {
    schema: caseStudySchema,
    stored: jsonFiles("src/content/case-studies"),
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
  events: { schema: eventSchema, stored: jsonFiles("src/content/events") },
  testimonials: { schema: testimonialSchema, stored: jsonFiles("src/content/testimonials") },
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
  site: { schema: siteSchema, stored: jsonFile("src/content/site.json") },
  claims: { schema: claimsSchema, stored: jsonFile("src/content/claims.json") },
  titlesAndMenus: {
    schema: pageListSchema,
    stored: jsonFile("src/content/page-list.json"),
  },
  contactIntents: {
    schema: contactIntentsSchema,
    stored: jsonFile("src/content/contact-intents.json"),
    // The optional fields a request shows, ticked in any order, or a field the form has not.
    probes: [[], ["phone"], ["description", "phone"], ["phone", "phone"], ["fax"]],
  },
  leadSources: { schema: leadSourcesSchema, stored: jsonFile("src/content/lead-sources.json") },
  serviceOffer: { schema: serviceOfferSchema, stored: jsonFile("src/content/service-offer.json") },
  assessments: { schema: assessmentsSchema, stored: jsonFile("src/content/assessments.json") },
  downloads: { schema: downloadsSchema, stored: jsonFile("src/content/downloads.json") },
  blogCategories: {
    schema: categoriesSchema,
    stored: jsonFile("src/content/blog/categories.json"),
  },
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

const collections = Object.entries(editorConfig.collections ?? {});
const singletons = Object.entries(editorConfig.singletons ?? {});

it("checks every collection and singleton the editor offers", () => {
  expect([...collections, ...singletons].map(([name]) => name).sort()).toEqual(
    Object.keys(checked).sort(),
  );
});

/** The file a singleton reads and writes: its path and the extension of its format. */
function singletonFile(singleton: (typeof singletons)[number][1]) {
  const { format, path } = singleton;
  const schema: Record<string, ComponentSchema> = singleton.schema;
  const contentField = typeof format === "object" ? format.contentField : undefined;
  const content = typeof contentField === "string" ? schema[contentField] : undefined;
  const extension = content && "contentExtension" in content ? content.contentExtension : ".json";
  return `${path}${extension}`;
}

describe("the guide's files in the editor", () => {
  const guideSingletons = singletons.filter(([name]) => name.startsWith("guide"));

  it("are each one entry, and the entry opens the file the build reads", () => {
    const files = guideSingletons.map(([, singleton]) => singletonFile(singleton));
    expect(files).toEqual(
      guideSingletons.map(([name]) => (checked[name] as Checked).stored()[0]?.[0]),
    );
    const stored = ["src/content/guide", "src/content/guide/chapters"].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.(md|json)$/.test(name))
        .map((name) => `${folder}/${name}`),
    );
    expect([...files].sort()).toEqual(stored.sort());
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it.each(
    guideSingletons
      .map(([, singleton]) => singletonFile(singleton))
      .filter((file) => file.endsWith(".md")),
  )("%s is written as the editor writes it, so a save changes only what changed", (file) => {
    // Keystatic writes the frontmatter with js-yaml's dump and the body with Markdoc's format.
    const [, frontmatter, body] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(
      readFileSync(file, "utf8"),
    ) ?? ["", "", ""];
    expect(dump(load(frontmatter))).toBe(frontmatter);
    expect(Markdoc.format(Markdoc.parse(body))).toBe(body);
  });
});

/** A Markdown file's frontmatter and body, split where Keystatic writes the `---` lines. */
const markdownParts = (file: string) => {
  const [, frontmatter = "", body = ""] =
    /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { frontmatter, body };
};

describe("the pages in the editor", () => {
  const pageSingletons = singletons.filter(([name]) => name.startsWith("page"));
  const isMarkdown = (singleton: (typeof singletons)[number][1]) =>
    singletonFile(singleton).endsWith(".md");

  it("include the legal pages, each opening the file the build reads", () => {
    const legal = pageSingletons.filter(([, singleton]) => isMarkdown(singleton));
    expect(legal.map(([, singleton]) => [singleton.label, singletonFile(singleton)])).toEqual([
      ["Privacy Policy", buildPageFile("/privacy-policy")],
      ["Terms of Service", buildPageFile("/terms-of-service")],
    ]);
  });

  it.each(pageSingletons.filter(([, singleton]) => isMarkdown(singleton)))(
    "%s is written as the editor writes it: frontmatter by js-yaml, the document by Markdoc",
    (_name, singleton) => {
      const { frontmatter, body } = markdownParts(singletonFile(singleton));
      const schema: Record<string, ComponentSchema> = singleton.schema;
      const fields = Object.fromEntries(
        Object.entries(schema).filter(([key]) => key !== "document"),
      );
      expect(dump(editorWrites(fields, load(frontmatter)))).toBe(frontmatter);
      expect(Markdoc.format(Markdoc.parse(body))).toBe(body);
    },
  );

  it.each(pageSingletons.filter(([, singleton]) => !isMarkdown(singleton)))(
    "%s is written as the editor writes it",
    (_name, singleton) => {
      const file = singletonFile(singleton);
      const written = readFileSync(file, "utf8");
      expect(
        `${JSON.stringify(editorWrites(singleton.schema, JSON.parse(written)), null, 2)}\n`,
      ).toBe(written);
    },
  );
});

describe("the data files beside the pages in the editor", () => {
  const dataSingletons = singletons.filter(
    ([name, singleton]) => !name.startsWith("page") && singletonFile(singleton).endsWith(".json"),
  );

  it("include every data file of the content folder and the blog's", () => {
    const stored = ["src/content", "src/content/blog"].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .map((name) => `${folder}/${name}`),
    );
    const files = dataSingletons.map(([, singleton]) => singletonFile(singleton));
    expect(stored.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(stored));
  });

  it.each(dataSingletons)(
    "%s reads its file and writes back the same value, byte for byte",
    (_name, singleton) => {
      const file = singletonFile(singleton);
      const written = readFileSync(file, "utf8");
      const stored = JSON.parse(written);
      const rewritten = editorWrites(singleton.schema, stored);
      expect(rewritten).toStrictEqual(stored);
      // Keystatic writes JSON with two spaces and a final newline, its fields in the schema's order.
      expect(`${JSON.stringify(rewritten, null, 2)}\n`).toBe(written);
    },
  );
});

describe("the legal pages' document in the editor", () => {
  const copyProbes = [...probes, "{{site.email}}", "{{site.nope}}", "{{claims}}"];

  it.each(Object.entries(legalComponents))(
    "%s's fields never save a value the build would reject",
    (_name, component) => {
      for (const leaf of editorLeaves(component.schema)) {
        if (leaf.field.options) {
          // The contact link: the facts the build turns into links, in its order.
          expect(leaf.field.options.map((option) => option.value)).toEqual(
            Object.keys(contactLinks),
          );
          continue;
        }
        expect(editorSaves(leaf, undefined), leaf.path.join(".")).toBe("refused");
        for (const probe of copyProbes) {
          const result = editorSaves(leaf, probe);
          if (result === "refused") continue;
          expect(
            legalParts.text.safeParse(result.saved).success,
            `${leaf.path.join(".")} = ${JSON.stringify(probe)}`,
          ).toBe(true);
        }
      }
    },
  );

  it("saves a heading's anchor only as the build checks it, or none (a subheading)", () => {
    const [leaf] = editorLeaves({ id: anchorField });
    for (const probe of [...probes, "your-rights", "Your_Rights", "your rights", "-rights"]) {
      const result = editorSaves(leaf as Leaf, probe);
      if (result === "refused" || result.saved === undefined) continue;
      expect(String(result.saved), JSON.stringify(probe)).toMatch(anchorPattern);
    }
    expect(editorSaves(leaf as Leaf, "your-rights")).toEqual({ saved: "your-rights" });
    expect(editorSaves(leaf as Leaf, "Your_Rights")).toBe("refused");
  });
});

describe.each([...collections, ...singletons].filter(([name]) => name in checked))(
  "the editor's %s",
  (name, collection) => {
    const {
      schema,
      stored,
      probes: ownProbes = [],
      examples = () => [],
    } = checked[name] as Checked;
    const { format } = collection;
    const contentField = typeof format === "object" ? format.contentField : undefined;
    const fields = Object.fromEntries(
      Object.entries(collection.schema).filter(([key]) => key !== contentField),
    );
    const leaves = editorLeaves(fields);
    const slugField = "slugField" in collection ? collection.slugField : undefined;
    const saves = (leaf: Leaf, value: FormFieldStoredValue) =>
      editorSaves(leaf, value, leaf.path.join(".") === slugField);
    const records = stored();
    const base = records[0]?.[1];
    const others = [...records.map(([, record]) => record), ...examples()];
    /** The first record with the conditionals the leaf is inside of showing its value. */
    const baseFor = (leaf: Leaf) => withVariants(base, leaf.variants, others);

    it("never saves a value the build would reject", () => {
      for (const leaf of leaves) {
        const shaped = baseFor(leaf);
        // A list the first record leaves empty is checked on the records that fill it.
        if (leaf.path.includes(0) && valueAt(shaped, leaf.path.slice(0, -1)) === undefined)
          continue;
        const candidates = [
          ...probes,
          ...ownProbes,
          ...(leaf.field.options?.map((option) => option.value) ?? []),
        ];
        for (const probe of candidates) {
          const result = saves(leaf, probe);
          if (result === "refused") continue;
          // A conditional's discriminant brings its own value: a stored one of that kind.
          const record = leaf.discriminates
            ? withVariants(
                shaped,
                [{ at: leaf.discriminates, discriminant: String(result.saved) }],
                others,
              )
            : withValue(shaped, leaf.path, result.saved);
          const check = schema.safeParse(record);
          expect(
            check.success,
            `${leaf.path.join(".")} = ${JSON.stringify(probe)}: the editor saves it, the build says ${check.error?.issues.map((issue) => issue.message).join("; ")}`,
          ).toBe(true);
        }
      }
    });

    it.each(records)("opens %s without a complaint, and the build accepts it", (_file, record) => {
      for (const leaf of leaves) {
        for (const path of leafPlaces(record, leaf)) {
          expect(saves(leaf, valueAt(record, path) as never), path.join(".")).toEqual({
            saved: valueAt(record, path),
          });
        }
      }
      expect(schema.safeParse(record).error).toBeUndefined();
    });
  },
);
