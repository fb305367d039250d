/**
 * The complete guide as the PDF prints it: the `/automation-guide` page's sections and topics
 * (titles, descriptions, summaries) joined with the chapter text written for each of them. The
 * join is by title, so a page topic without its text, or text for a topic the page does not list,
 * fails the build and the unit test.
 */
import { guideSections, hero } from "~/content/copy/automation-guide";
import { gettingStarted } from "~/content/guide/chapters/getting-started";
import { implementationBestPractices } from "~/content/guide/chapters/implementation-best-practices";
import { strategicAiIntegration } from "~/content/guide/chapters/strategic-ai-integration";
import { technologySelection } from "~/content/guide/chapters/technology-selection";
import { understandingAutomation } from "~/content/guide/chapters/understanding-automation";
import type { GuideChapter, GuideChapterText } from "./types";

const chapterTexts: readonly GuideChapterText[] = [
  understandingAutomation,
  gettingStarted,
  implementationBestPractices,
  technologySelection,
  strategicAiIntegration,
];

/** Joins the page's sections with their texts; throws on any section or topic left unmatched. */
export function joinChapters(
  sections: typeof guideSections.groups,
  texts: readonly GuideChapterText[],
): GuideChapter[] {
  const unmatched = texts.filter((text) => !sections.some((s) => s.title === text.section));
  if (unmatched.length > 0)
    throw new Error(`Guide text for sections not on the page: ${unmatched.map((t) => t.section)}`);
  return sections.map((section, index) => {
    const text = texts.find((candidate) => candidate.section === section.title);
    if (!text) throw new Error(`The guide has no text for the section "${section.title}"`);
    const extra = text.topics.filter((t) => !section.topics.some((p) => p.title === t.topic));
    if (extra.length > 0)
      throw new Error(`Guide text for topics not on the page: ${extra.map((t) => t.topic)}`);
    return {
      number: index + 1,
      title: section.title,
      description: section.description,
      opening: text.opening,
      topics: section.topics.map((topic) => {
        const body = text.topics.find((candidate) => candidate.topic === topic.title);
        if (!body) throw new Error(`The guide has no text for the topic "${topic.title}"`);
        return { title: topic.title, summary: topic.summary, blocks: body.blocks };
      }),
      takeaways: text.takeaways,
    };
  });
}

export const guideChapters = joinChapters(guideSections.groups, chapterTexts);

/** The cover's title, lead and figures: the page's hero. */
export const guideCover = hero;
