/**
 * The complete guide as the PDF prints it: the `/automation-guide` page's sections and topics
 * (src/content/page-copy/automation-guide.json: titles, descriptions, summaries) joined with the
 * chapter text written for each of them (src/content/guide/chapters/*.md). The join is by title, so a topic renamed on the page and not
 * in its chapter, or the other way round, fails the build and the unit test, naming the file.
 */
import { automationGuidePage, chaptersFolder, chapterTexts } from "~/collections/guide";
import type { GuideChapter, GuideChapterText } from "~/collections/guide/types";
import type { TopicGroup } from "~/components/sections/TopicGroups";

/** Joins the page's sections with their texts; throws on any section or topic left unmatched. */
export function joinChapters(
  sections: readonly TopicGroup[],
  texts: readonly GuideChapterText[],
): GuideChapter[] {
  for (const text of texts)
    if (!sections.some((section) => section.title === text.section))
      throw new Error(
        `${text.file}: section: "${text.section}" is not a section of /automation-guide (${sections.map((s) => `"${s.title}"`).join(", ")})`,
      );
  return sections.map((section, index) => {
    const text = texts.find((candidate) => candidate.section === section.title);
    if (!text)
      throw new Error(
        `${chaptersFolder}: no chapter has "section: ${section.title}", a section of /automation-guide`,
      );
    for (const { topic } of text.topics)
      if (!section.topics.some((pageTopic) => pageTopic.title === topic))
        throw new Error(
          `${text.file}: "## ${topic}" is not a topic of "${section.title}" on /automation-guide (rename it with the page's topic)`,
        );
    return {
      number: index + 1,
      title: section.title,
      description: section.description,
      opening: text.opening,
      topics: section.topics.map((topic) => {
        const body = text.topics.find((candidate) => candidate.topic === topic.title);
        if (!body)
          throw new Error(
            `${text.file}: no "## ${topic.title}", a topic of "${section.title}" on /automation-guide`,
          );
        return { title: topic.title, summary: topic.summary, blocks: body.blocks };
      }),
      takeaways: text.takeaways,
    };
  });
}

const page = automationGuidePage();

export const guideChapters = joinChapters(page.guideSections.groups, chapterTexts);

/** The cover's lead and figures: the page's hero. */
export const guideCover = page.hero;
