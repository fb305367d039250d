import { pricing } from "~/collections/facts";
import {
  automationGuidePage,
  checklistPhases,
  guideIntroduction,
  guideNextSteps,
  readinessAreas,
  readinessBands,
  toolDirectory,
  toolDirectoryIntro,
} from "~/collections/guide";
import type { GuideChapterText } from "~/collections/guide/types";
import { undrawable } from "~/collections/model/printed";
import { guideChapters, joinChapters } from "./chapters";
import { wordCount } from "./word-count";

const { guideSections, hero } = automationGuidePage();

const allStrings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value) || (value && typeof value === "object")
      ? Object.values(value).flatMap(allStrings)
      : [];

describe("the complete guide", () => {
  it("has a chapter for each of the page's five sections, with its four topics, in order", () => {
    expect(guideChapters.map((chapter) => chapter.title)).toEqual(
      guideSections.groups.map((group) => group.title),
    );
    for (const [index, chapter] of guideChapters.entries()) {
      const section = guideSections.groups[index];
      expect(chapter.description).toBe(section?.description);
      expect(chapter.topics.map(({ title, summary }) => ({ title, summary }))).toEqual(
        section?.topics.map(({ title, summary }) => ({ title, summary })),
      );
      expect(chapter.topics.every((topic) => topic.blocks.length > 0)).toBe(true);
    }
  });

  it("refuses text whose section or topic the page does not have", () => {
    const [section] = guideSections.groups;
    if (!section) throw new Error("no sections");
    const text = (topics: string[]): GuideChapterText => ({
      file: "src/content/guide/chapters/a-chapter.md",
      section: section.title,
      opening: [],
      topics: topics.map((topic) => ({ topic, blocks: [] })),
      takeaways: [],
    });
    const titles = section.topics.map((topic) => topic.title);
    expect(() => joinChapters([section], [text(titles)])).not.toThrow();
    expect(() => joinChapters([section], [text(titles.slice(1))])).toThrow(
      `src/content/guide/chapters/a-chapter.md: no "## ${titles[0]}"`,
    );
    expect(() => joinChapters([section], [text([...titles, "Something else"])])).toThrow(
      'src/content/guide/chapters/a-chapter.md: "## Something else" is not a topic',
    );
    expect(() => joinChapters([section], [])).toThrow(section.title);
    expect(() =>
      joinChapters([section], [text(titles), { ...text(titles), section: "Renamed" }]),
    ).toThrow('src/content/guide/chapters/a-chapter.md: section: "Renamed" is not a section');
  });

  it("reviews as many tools as the page promises, at least two of each kind", () => {
    const promised = Number.parseInt(
      hero.stats.find((s) => s.label === "Tools reviewed")?.value ?? "",
      10,
    );
    expect(toolDirectory.length).toBeGreaterThanOrEqual(promised);
    expect(new Set(toolDirectory.map((tool) => tool.name)).size).toBe(toolDirectory.length);
    for (const category of new Set(toolDirectory.map((tool) => tool.category))) {
      const tools = toolDirectory.filter((tool) => tool.category === category);
      expect(tools.length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("says how many tools the directory reviews", () => {
    expect(JSON.stringify(toolDirectoryIntro[0])).toContain(
      `This directory reviews ${toolDirectory.length} tools`,
    );
  });

  it("works the contractor's budget out from the firm's current prices", () => {
    // The worked example in "Plan the budget and timeline" quotes the package and a training
    // session by token; the sums are written out, so they must follow a change of price.
    const dollars = (label: string) => Number(label.replace(/[^\d.]/g, ""));
    const usd = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;
    const fees = dollars(pricing.implementation.price) + dollars(pricing.addOns.training);
    const teamTime = 50 * 35;
    const contingency = fees * 0.15;
    const oneTime = fees + teamTime + contingency;
    const netMonthlySavings = 1870;
    const chapter = JSON.stringify(guideChapters.find(({ title }) => title === "Getting Started"));
    expect(chapter).toContain(
      `at a loaded $35 an hour, ${usd(teamTime)}; and 15 percent contingency on the fees, ${usd(contingency)}. Total: ${usd(oneTime)}.`,
    );
    expect(chapter).toContain(
      `or ${usd(netMonthlySavings)} after the subscription. Payback: ${usd(oneTime)} / ${usd(netMonthlySavings)} = about ${(oneTime / netMonthlySavings).toFixed(1)} months.`,
    );
  });

  it("scores readiness in bands that cover every possible total once", () => {
    const lowest = readinessAreas.reduce((sum, area) => sum + area.statements.length, 0);
    const highest = lowest * 5;
    const bands = [...readinessBands].sort((a, b) => a.min - b.min);
    expect(bands[0]?.min).toBe(lowest);
    expect(bands.at(-1)?.max).toBe(highest);
    for (const [index, band] of bands.entries()) {
      expect(band.max).toBeGreaterThanOrEqual(band.min);
      if (index > 0) expect(band.min).toBe((bands[index - 1]?.max ?? 0) + 1);
    }
  });

  it("is written in characters the PDF's font can draw", () => {
    const texts = allStrings([
      guideChapters,
      guideIntroduction,
      guideNextSteps,
      toolDirectory,
      readinessAreas,
      readinessBands,
      checklistPhases,
    ]);
    expect(texts.flatMap(undrawable)).toEqual([]);
  });

  it("is long enough to fill the pages it promises with writing, not layout", () => {
    // About 400 words fill a page of the PDF; worksheets, covers and the directory add the rest.
    expect(
      wordCount([guideChapters, toolDirectory, readinessAreas, checklistPhases]),
    ).toBeGreaterThan(20_000);
  });
});
