import { parseGuideBody } from "./markdown";

const file = "src/content/guide/chapters/a-chapter.md";
const read = (...lines: string[]) => parseGuideBody(lines.join("\n"), file, 10);

describe("a guide chapter's Markdown", () => {
  it("reads each kind of block, topics after the opening", () => {
    const body = read(
      "An opening paragraph",
      "on two lines.",
      "",
      "## A topic",
      "",
      "### A subheading",
      "",
      "- One",
      "- Two",
      "",
      "1. First",
      "1. Second",
      "",
      "{% tip %}",
      "Start small.",
      "{% /tip %}",
      "",
      '{% example title="A bakery" %}',
      "First paragraph.",
      "",
      "Second paragraph.",
      "{% /example %}",
      "",
      '{% checklist title="Before launch" %}',
      "- Test it",
      "- Train them",
      "{% /checklist %}",
      "",
      "{% worksheet",
      '   title="Task inventory"',
      '   instructions="One row per task, \\"as done\\"."',
      '   columns=["Task", "Who"]',
      "   rows=6 /%}",
    );
    expect(body.opening).toEqual([
      { kind: "paragraph", text: "An opening paragraph on two lines." },
    ]);
    expect(body.topics).toEqual([
      {
        topic: "A topic",
        line: 13,
        blocks: [
          { kind: "subheading", text: "A subheading" },
          { kind: "bullets", items: ["One", "Two"] },
          { kind: "steps", items: ["First", "Second"] },
          { kind: "tip", text: "Start small." },
          {
            kind: "example",
            title: "A bakery",
            paragraphs: ["First paragraph.", "Second paragraph."],
          },
          { kind: "checklist", title: "Before launch", items: ["Test it", "Train them"] },
          {
            kind: "worksheet",
            title: "Task inventory",
            instructions: 'One row per task, "as done".',
            columns: ["Task", "Who"],
            rows: 6,
          },
        ],
      },
    ]);
  });

  it.each([
    [["Some **bold** text."], "line 10: the guide's text is plain"],
    [["- A [link](https://example.com)"], "line 10: the guide's text is plain"],
    [["One *emphasised* word."], "line 10: the guide's text is plain"],
    [
      ['{% worksheet title="T" instructions="I" columns=["A",] rows=6 /%}'],
      'line 10: cannot read columns=["A",]',
    ],
    [["> A quote"], "line 10: the guide's text is plain"],
    [["#### Too deep"], 'line 10: headings are "## " (a topic of the page) or "### "'],
    [["- One", "continued"], "line 11: a list item takes one line"],
    [["{% callout %}", "Text", "{% /callout %}"], "line 10: unknown tag {% callout %}"],
    [["{% tip %}", "Never closed."], "line 10: {% tip %} has no {% /tip %}"],
    [["{% tip %}", "One.", "", "Two.", "{% /tip %}"], "line 10: a tip is one paragraph"],
    [
      ['{% worksheet title="T" instructions="I" columns=["A"] rows=6 %}'],
      "line 10: write the worksheet as {% worksheet ... /%}",
    ],
    [
      ['{% worksheet title="T" instructions="I" columns=["A"] rows=3 /%}'],
      "line 10: worksheet.rows: rows must be 4-12",
    ],
    [
      ['{% worksheet title="T" columns=["A"] rows=6 /%}'],
      "line 10: worksheet.instructions: Required",
    ],
    [
      ['{% example title="T" colour="red" %}', "Text.", "{% /example %}"],
      "line 10: example: Unrecognized key(s) in object: 'colour'",
    ],
    [["{% checklist %}", "- One", "{% /checklist %}"], "line 10: checklist.title: Required"],
    // Refused before Markdoc read the body too, though Markdoc reads a list, text or a table.
    [["* A bullet"], "line 10: the guide's text is plain"],
    [["A <b>bold</b> word."], "line 10: the guide's text is plain"],
    [["Run `npm test first."], "line 10: the guide's text is plain"],
    [["| A | B |", "| - | - |"], "line 10: the guide's text is plain"],
    [["A paragraph", "with **bold** on its second line."], "line 11: the guide's text is plain"],
    [["{% worksheet rows=six /%}"], "line 10: cannot read the tag {% worksheet rows=six /%}"],
    // Printed as it stands, or a nested list as one, before Markdoc read the body.
    [["Text.", "", "---"], "line 12: the guide's text is plain"],
    [["---", "title: x", "---"], "line 10: a body cannot open with ---"],
    [["## A topic {% #anchor %}"], "line 10: the guide's text is plain"],
    [["A {% tip %}tip{% /tip %} inside."], "line 10: the guide's text is plain"],
    [["- One", "  - Nested"], "line 10: a list item is one line of text, without a list inside"],
    [
      ['{% example title="T" %}', "{% tip %}", "Text.", "{% /tip %}", "{% /example %}"],
      "line 11: the guide's text is plain",
    ],
  ])("refuses %j, naming the file and the line", (lines, message) => {
    expect(() => read(...lines)).toThrow(`${file}: ${message}`);
  });

  it("reads blocks, numbered lists and escapes as Markdoc and the content editor do", () => {
    const body = read("A paragraph", "- One", "", "- Two", "", "1) First", "", "AT&amp;T \\#1");
    expect(body.opening).toEqual([
      { kind: "paragraph", text: "A paragraph" },
      { kind: "bullets", items: ["One", "Two"] },
      { kind: "steps", items: ["First"] },
      { kind: "paragraph", text: "AT&T #1" },
    ]);
  });
});
