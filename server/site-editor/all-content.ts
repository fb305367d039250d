/**
 * Reads every content file as the build does, and throws the first thing the build would refuse
 * (a field, a reference to nothing, a date, an article's code or image), naming the file and the
 * field. The server's save runs it on the content as the save would leave it, in a process of its
 * own (save-check.ts), so a save the build would refuse is refused at Save.
 * The module's own imports read the facts, the page list, the guide, the testimonials and the
 * case studies as they load; the rest is read here. Node only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import { readArticleFiles } from "../../src/collections/blog/frontmatter";
import { caseStudyContent, caseStudyRecords } from "../../src/collections/case-studies";
import { eventSchema } from "../../src/collections/events/schema";
import { contentImages } from "../../src/integrations/content-images";
import { mdxWithoutCode } from "../../src/integrations/mdx-without-code";
import "../../src/collections/facts";
import { automationGuidePage } from "../../src/collections/guide";
import {
  aboutUsPage,
  assessmentPage,
  bestPracticesPage,
  blogPage,
  contactReceivedPage,
  homePage,
  legalPage,
  notFoundPage,
  pricingPage,
  roiCalculatorPage,
  servicePage,
  webinarsEventsPage,
} from "../../src/collections/page-copy";
import { pages } from "../../src/collections/page-list";
import { contentRoot, readRecords } from "../../src/collections/records";

/** The pages of a kind of their own, by path, and the reader of each. */
const ownPages: Record<string, () => unknown> = {
  "/": () => homePage(),
  "/about-us": () => aboutUsPage(),
  "/automation-guide": () => automationGuidePage(),
  "/best-practices": () => bestPracticesPage(),
  "/blog-insights": () => blogPage(),
  "/contact-received": () => contactReceivedPage(),
  "/pricing": () => pricingPage(),
  "/roi-calculator": () => roiCalculatorPage(),
  "/webinars-events": () => webinarsEventsPage(),
};

/** Reads it all; throws what the build would refuse first. */
export async function readAllContent(root = contentRoot()): Promise<void> {
  notFoundPage();
  for (const page of pages) {
    if (page.kind === "service") servicePage(page.path);
    else if (page.kind === "assessment") assessmentPage(page.path);
    else if (page.kind === "legal") legalPage(page.path, false);
    else ownPages[page.path]?.();
  }
  for (const { data } of caseStudyRecords) caseStudyContent(data);
  readRecords("src/content/events", eventSchema);
  for (const { file } of readArticleFiles()) {
    // The frontmatter, read above, as blank lines: the body's lines keep their numbers.
    const value = readFileSync(join(root, file), "utf8").replace(/^---[\s\S]*?\n---\n/, (block) =>
      block.replace(/[^\n]/g, ""),
    );
    await compile(
      { value, path: join(root, file) },
      { remarkPlugins: [mdxWithoutCode, [contentImages, { root }]] },
    );
  }
}
