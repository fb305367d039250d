import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { claims, pricing, site } from "~/collections/facts";
import { recordRule } from "../model/rules";
import {
  chapterTexts,
  checklistIntro,
  guideFolder,
  guideNextSteps,
  readChapters,
  readGuideJson,
  readProse,
} from ".";
import { checklistFields, readinessFields, toolsFields } from "./schema";

const toolsSchema = recordRule(toolsFields);
const checklistSchema = recordRule(checklistFields);
const readinessSchema = recordRule(readinessFields);

/** A copy of src/content/guide in a temporary project, to break one file of it. */
let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "eca-guide-"));
  cpSync(guideFolder, join(root, guideFolder), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const changeJson = <Data>(name: string, change: (data: Data) => void) => {
  const path = join(root, guideFolder, name);
  const data = JSON.parse(readFileSync(path, "utf8"));
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
};
const changeText = (name: string, change: (text: string) => string) => {
  const path = join(root, guideFolder, name);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after, "the test changes the file").not.toBe(before);
  writeFileSync(path, after);
};
const chapter = "chapters/understanding-automation.md";
const chapterFile = `${guideFolder}/${chapter}`;

describe("the guide's files", () => {
  it("are read with the facts filled in where they name them", () => {
    const text = JSON.stringify([chapterTexts, guideNextSteps, checklistIntro]);
    expect(text).not.toContain("{{");
    expect(JSON.stringify(guideNextSteps)).toContain(
      `cut operating costs by ${claims.costReduction}, get back ${claims.hoursSavedWeekly} hours a week`,
    );
    expect(JSON.stringify(guideNextSteps)).toContain(`How ${site.name} can help`);
    expect(JSON.stringify(guideNextSteps)).toContain(
      `(${pricing.discovery.price}, ${pricing.discovery.duration})`,
    );
    expect(JSON.stringify(checklistIntro)).toContain(
      `typically takes ${claims.simpleAutomationWeeks} from mapping to launch`,
    );
  });

  it("stop at a missing required field, naming the file and the field", () => {
    changeJson<{ tools: { watchOut?: string }[] }>("tools.json", (data) => {
      delete data.tools[3]?.watchOut;
    });
    expect(() => readGuideJson("tools.json", toolsSchema, root)).toThrow(
      "src/content/guide/tools.json: invalid record\ntools.3.watchOut: Required",
    );

    changeText(chapter, (text) => text.replace(/^section: .*\n/m, ""));
    expect(() => readChapters(root)).toThrow(
      `${chapterFile}: invalid frontmatter\nsection: Required`,
    );
  });

  it("stop at an empty text, naming the file and the field", () => {
    changeJson<{ phases: { when: string }[] }>("implementation-checklist.json", (data) => {
      data.phases[2] = { ...data.phases[2], when: "  " };
    });
    expect(() => readGuideJson("implementation-checklist.json", checklistSchema, root)).toThrow(
      "implementation-checklist.json: invalid record\nphases.2.when: must not be empty",
    );
  });

  it("stop at an unknown token, naming the file and the field (or the line)", () => {
    changeJson<{ phases: { items: string[] }[] }>("implementation-checklist.json", (data) => {
      data.phases[1]?.items.splice(2, 1, "Budget {{claims.nope}} for it.");
    });
    expect(() => readGuideJson("implementation-checklist.json", checklistSchema, root)).toThrow(
      "src/content/guide/implementation-checklist.json: invalid record\nphases.1.items.2: unknown token {{claims.nope}}",
    );

    changeText(chapter, (text) =>
      text.replace(
        "A simple one takes {{claims.simpleAutomationWeeks}}",
        "A simple one takes {{claims.simpleWeeks}}",
      ),
    );
    const line =
      readFileSync(join(root, chapterFile), "utf8")
        .split("\n")
        .findIndex((text) => text.includes("{{claims.simpleWeeks}}")) + 1;
    expect(() => readChapters(root)).toThrow(
      `${chapterFile}: line ${line}: paragraph.text: unknown token {{claims.simpleWeeks}}`,
    );
  });

  it("stop at a character the PDF's font cannot draw, naming the file and the field", () => {
    changeJson<{ areas: { statements: string[] }[] }>("readiness-assessment.json", (data) => {
      data.areas[0]?.statements.splice(1, 1, "We ship → then invoice.");
    });
    expect(() => readGuideJson("readiness-assessment.json", readinessSchema, root)).toThrow(
      `src/content/guide/readiness-assessment.json: invalid record\nareas.0.statements.1: "→" (U+2192): the PDF's font draws Western European characters only`,
    );

    changeText(chapter, (text) =>
      text.replace("    Automation takes over", "    Automation ✓ takes over"),
    );
    expect(() => readChapters(root)).toThrow(
      `${chapterFile}: invalid frontmatter\ntakeaways.0: "✓" (U+2713): the PDF's font draws Western European characters only`,
    );
  });

  it("read a chapter's body line by line, naming the line of a block the PDF cannot draw", () => {
    changeText(chapter, (text) =>
      text.replace("### What stays with people", "#### What stays with people"),
    );
    expect(() => readChapters(root)).toThrow(
      new RegExp(
        `^${chapterFile}: line \\d+: headings are "## " \\(a topic of the page\\) or "### "`,
      ),
    );
  });

  it("keep a page of prose free of topics", () => {
    changeText("next-steps.md", (text) =>
      text.replace("### How {{site.name}} can help", "## How {{site.name}} can help"),
    );
    expect(() => readProse("next-steps.md", root)).toThrow(
      /^src\/content\/guide\/next-steps.md: line \d+: this page has no topics/,
    );
  });
});
