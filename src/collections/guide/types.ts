/**
 * The writing of the free guides' PDFs, as this reader hands it over from src/content/guide/ to
 * the PDFs (src/features/guide/). The guide's section and topic titles and summaries come from the
 * `/automation-guide` page's records; these types carry the longer text the PDF adds.
 */
import type { toolCategories } from "./schema";

/** One block of writing, in reading order. The PDF gives each kind its own look. */
export type GuideBlock =
  /** Plain prose. One paragraph, 40-120 words. */
  | { kind: "paragraph"; text: string }
  /** A subheading inside a topic. */
  | { kind: "subheading"; text: string }
  /** A bulleted list: each item one sentence or a short phrase followed by a sentence. */
  | { kind: "bullets"; items: readonly string[] }
  /** A numbered sequence of actions, in order. */
  | { kind: "steps"; items: readonly string[] }
  /** A worked example from a (composite, unnamed) small business, set in a box. */
  | { kind: "example"; title: string; paragraphs: readonly string[] }
  /** A short practical tip, set in a coloured band. One or two sentences. */
  | { kind: "tip"; text: string }
  /** Tick boxes the reader works through. */
  | { kind: "checklist"; title: string; items: readonly string[] }
  /** A table with empty rows for the reader to fill in on paper. */
  | {
      kind: "worksheet";
      title: string;
      instructions: string;
      columns: readonly string[];
      /** Empty rows to print, 4-12. */
      rows: number;
    };

/** The body of one topic of the page. `topic` is the page's topic title, letter for letter. */
export interface GuideTopicText {
  topic: string;
  blocks: readonly GuideBlock[];
}

/** The body of one section of the page. `section` is the page's section title, letter for letter. */
export interface GuideChapterText {
  /** Where it is written (project-relative), for the messages of a failed join. */
  file: string;
  section: string;
  /** Opens the chapter, after the page's section description. */
  opening: readonly GuideBlock[];
  /** The page's four topics, in the page's order. */
  topics: readonly GuideTopicText[];
  /** Three to five one-sentence takeaways that close the chapter. */
  takeaways: readonly string[];
}

export type ToolCategory = (typeof toolCategories)[number];

/** A chapter of the guide as the PDF prints it: the page's section joined with its writing. */
export interface GuideTopic {
  title: string;
  summary: string;
  blocks: readonly GuideBlock[];
}

export interface GuideChapter {
  number: number;
  title: string;
  description: string;
  opening: readonly GuideBlock[];
  topics: readonly GuideTopic[];
  takeaways: readonly string[];
}
