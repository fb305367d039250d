/**
 * The writing the free guides' PDFs (src/features/guide/) add to the titles and summaries of the
 * `/automation-guide` page's sections and topics, as this reader hands it over.
 */
import type { z } from "astro/zod";
import type { guideBlockSchema, toolCategories } from "./schema";

/** One block of writing, in reading order (the schema says what each kind is). */
export type GuideBlock = z.output<typeof guideBlockSchema>;

/** The body of one section of the page. `section` is the page's section title, letter for letter. */
export interface GuideChapterText {
  /** Where it is written (project-relative), for the messages of a failed join. */
  file: string;
  section: string;
  /** Opens the chapter, after the page's section description. */
  opening: readonly GuideBlock[];
  /** The page's four topics in its order, each `topic` the page's topic title, letter for letter. */
  topics: readonly { topic: string; blocks: readonly GuideBlock[] }[];
  /** Three to five one-sentence takeaways that close the chapter. */
  takeaways: readonly string[];
}

export type ToolCategory = (typeof toolCategories)[number];

/** A chapter of the guide as the PDF prints it: the page's section joined with its writing. */
export interface GuideChapter {
  number: number;
  title: string;
  description: string;
  opening: readonly GuideBlock[];
  topics: readonly { title: string; summary: string; blocks: readonly GuideBlock[] }[];
  takeaways: readonly string[];
}
