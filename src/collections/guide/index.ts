/** Reads the free guide's writing (src/content/guide/) and the page that offers it. */
import type { z } from "astro/zod";
import { fillTokens } from "~/lib/tokens";
import { downloadById } from "../downloads";
import { recordRule } from "../model/rules";
import { automationGuideSchema } from "../page-copy/automation-guide";
import { contentRoot, readData, readFolder, readMarkdown, readRecord } from "../records";
import { validated } from "../schema-rules";
import { type GuideBody, parseGuideBody } from "./markdown";
import {
  chapterFields,
  checklistFields,
  proseFields,
  readinessFields,
  toolsFields,
} from "./schema";
import type { GuideBlock, GuideChapterText } from "./types";

export const guideFolder = "src/content/guide";
export const chaptersFolder = `${guideFolder}/chapters`;

export function readGuideJson<Schema extends z.ZodTypeAny>(
  name: string,
  schema: Schema,
  root = contentRoot(),
): z.output<Schema> {
  return readRecord(`${guideFolder}/${name}`, schema, root);
}

/** A Markdown file: its frontmatter checked with `schema`, its body read into blocks. */
function readGuideMarkdown<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  root = contentRoot(),
): { data: z.output<Schema>; body: GuideBody } {
  const { frontmatter, body, bodyLine } = readMarkdown(file, root);
  const data = validated(schema, frontmatter, `${file}: invalid frontmatter`);
  const { opening, topics } = parseGuideBody(body, file, bodyLine);
  // The blocks' schema fills in their facts; a topic's heading, which no schema reads, is filled here.
  const filledTopics = topics.map((topic, index) => ({
    ...topic,
    topic: fillTokens(topic.topic, `${file}: body.topics.${index}.topic`),
  }));
  return { data, body: { opening, topics: filledTopics } };
}

export function readProse(name: string, root = contentRoot()) {
  const file = `${guideFolder}/${name}`;
  const { data, body } = readGuideMarkdown(file, recordRule(proseFields), root);
  const [topic] = body.topics;
  if (topic)
    throw new Error(`${file}: line ${topic.line}: this page has no topics (## headings); use ###`);
  return { title: data.title, blocks: body.opening as readonly GuideBlock[] };
}

/** Every chapter in the folder, in file-name order (the page's order is the join's, chapters.ts). */
export function readChapters(root = contentRoot()): GuideChapterText[] {
  const chapter = (file: string): GuideChapterText => {
    const { data, body } = readGuideMarkdown(file, recordRule(chapterFields), root);
    const topics = body.topics.map(({ topic, blocks }) => ({ topic, blocks }));
    return {
      file,
      section: data.section,
      opening: body.opening,
      topics,
      takeaways: data.takeaways,
    };
  };
  return readFolder(chaptersFolder, ".md", chapter, root).map(({ data }) => data);
}

export const automationGuideFile = "src/content/page-copy/automation-guide.json";

/**
 * The free guide's page, headed with its download's title. Read here, not with the other pages
 * (../page-copy/index.ts): the PDFs print it, and their cache key leaves out the case studies and
 * testimonials that module reads.
 */
export function automationGuidePage(root = contentRoot()) {
  const { hero, ...page } = readData(automationGuideFile, automationGuideSchema, root);
  const { download, ...heroCopy } = hero;
  return { ...page, hero: { ...heroCopy, title: downloadById(download).title } };
}

const paragraphs = (texts: readonly string[]): GuideBlock[] =>
  texts.map((text) => ({ kind: "paragraph", text }));

/** "How to use this guide": the page after the contents. */
export const guideIntroduction = readProse("introduction.md");

/** The last pages: what to do next, and how the firm can help. */
export const guideNextSteps = readProse("next-steps.md");

export const chapterTexts: readonly GuideChapterText[] = readChapters();

const tools = readGuideJson("tools.json", recordRule(toolsFields));
export const toolDirectoryIntro: readonly GuideBlock[] = paragraphs(tools.intro);
export const toolDirectory = tools.tools;

const readiness = readGuideJson("readiness-assessment.json", recordRule(readinessFields));
export const readinessIntro: readonly GuideBlock[] = paragraphs(readiness.intro);
export const readinessAreas = readiness.areas;
export const readinessBands = readiness.bands;
export const readinessClosing: readonly GuideBlock[] = [
  ...paragraphs(readiness.closing),
  { kind: "tip", text: readiness.closingTip },
];

const checklist = readGuideJson("implementation-checklist.json", recordRule(checklistFields));
export const checklistIntro: readonly GuideBlock[] = paragraphs(checklist.intro);
export const checklistPhases = checklist.phases;
