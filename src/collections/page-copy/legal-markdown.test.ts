/**
 * A legal page's Markdown body read into the document the page draws, and what stops the build:
 * each message names the file and the line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fillTokens } from "~/lib/tokens";
import { legalPage } from ".";
import { parseLegalBody } from "./legal-markdown";

const file = "src/content/page-copy/sample.md";
const read = (body: string) => parseLegalBody(body, file, 10);
/** A body with one section around `blocks`. */
const section = (...blocks: string[]) =>
  ["## Who We Are {% #who-we-are %}", ...blocks].join("\n\n");

describe("a legal page's body", () => {
  it("reads sections, subheadings, paragraphs, lists, terms and the analytics paragraph", () => {
    const body = [
      '{% summary title="The short version" %}',
      "- We answer within {{site.legal.requestResponseDays}} days.",
      '- Email {% contact to="privacyEmail" /%} to ask.',
      "{% /summary %}",
      "",
      section(
        "We are a consultancy in {{site.address.locality}}.",
        "### Where the law applies",
        'The laws of {% placeholder text="[STATE]" /%} apply; see our [terms](/terms-of-service).',
        "- one item;\n- another.",
        '{% terms %}\n{% term name="Phone" %}\n{% contact to="phone" /%}\n{% /term %}\n{% /terms %}',
        '{% analytics-status on="It is on." off="It is off." /%}',
      ),
      "",
    ].join("\n");
    const privacyEmail = fillTokens("{{site.privacyEmail}}", "test");
    expect(read(body)).toEqual({
      summary: {
        title: "The short version",
        points: [
          `We answer within ${fillTokens("{{site.legal.requestResponseDays}}", "test")} days.`,
          ["Email ", { text: privacyEmail, href: `mailto:${privacyEmail}` }, " to ask."],
        ],
      },
      sections: [
        {
          id: "who-we-are",
          title: "Who We Are",
          blocks: [
            `We are a consultancy in ${fillTokens("{{site.address.locality}}", "test")}.`,
            { subheading: "Where the law applies" },
            [
              "The laws of ",
              { placeholder: "[STATE]" },
              " apply; see our ",
              { text: "terms", href: "/terms-of-service" },
              ".",
            ],
            { list: ["one item;", "another."] },
            {
              terms: [
                {
                  term: "Phone",
                  description: [
                    {
                      text: fillTokens("{{site.phone}}", "test"),
                      href: fillTokens("{{site.phoneHref}}", "test"),
                    },
                  ],
                },
              ],
            },
            { analyticsStatus: { on: "It is on.", off: "It is off." } },
          ],
        },
      ],
    });
  });

  it.each([
    [
      "an unknown token",
      section("Ask within {{site.legal.answerDays}} days."),
      "line 12: paragraph: unknown token {{site.legal.answerDays}}",
    ],
    [
      "an unknown token in a link's text",
      section("See [{{site.nope}}](/pricing)."),
      "line 12: paragraph.1.text: unknown token {{site.nope}}",
    ],
    [
      "a section without its anchor",
      "## Who We Are\n\nText.",
      'line 10: the section "Who We Are" needs its anchor: ## Who We Are {% #anchor-id %}',
    ],
    [
      "a bad anchor",
      "## Who We Are {% #Who_We_Are %}\n\nText.",
      "line 10: section.id: must be lower-case words joined by dashes, e.g. your-rights",
    ],
    [
      "an anchor used twice",
      `${section("Text.")}\n\n## Again {% #who-we-are %}\n\nMore.`,
      "line 14: section.id: #who-we-are is already the anchor of line 10",
    ],
    [
      "an unknown tag",
      section('{% callout title="Note" %}\nText.\n{% /callout %}'),
      "line 12: unknown tag {% callout %}",
    ],
    [
      "an unknown tag in a paragraph",
      section("Call {% phone-number /%} today."),
      "line 12: unknown tag {% phone-number %} in a paragraph",
    ],
    [
      "a term without its name",
      section("{% terms %}\n{% term %}\nText.\n{% /term %}\n{% /terms %}"),
      "line 13: terms.0.term: Required",
    ],
    [
      "an empty placeholder",
      section('The State of {% placeholder text=" " /%}.'),
      "line 12: paragraph.1.placeholder: must not be empty",
    ],
    [
      "a section with nothing in it",
      `${section()}\n\n## Next {% #next %}\n\nText.`,
      'line 12: the section "Who We Are" has nothing in it',
    ],
    [
      "text before the first section",
      `Hello.\n\n${section("Text.")}`,
      "line 10: the document opens with a section heading",
    ],
    ["bold text", section("We **never** sell it."), "line 12: a legal page's text is plain"],
    ["a numbered list", section("1. first\n2. second"), "line 12: lists are bulleted"],
    [
      "a token in a link's address",
      section("Write to [us](mailto:{{site.email}})."),
      "line 12: a link's address cannot hold a {{token}}: for the firm's email or phone write {% contact to=\"...\" /%}",
    ],
    [
      "a link to another kind of address",
      section("Read [this](ftp://files.example.com)."),
      'line 12: a link must go to a page such as /pricing or a full https:// address, not "ftp://files.example.com"',
    ],
    [
      "a contact link to nothing",
      section('Write to {% contact to="fax" /%}.'),
      'line 12: {% contact to="fax" /%}: to is email, privacyEmail, phone',
    ],
    [
      "lines between --- that Markdoc would read as frontmatter",
      `---\ntitle: Privacy\n---\n\n${section("Text.")}`,
      "line 10: a body cannot open with ---",
    ],
    [
      "a fourth-level heading",
      section("#### Detail"),
      "line 12: headings are ## (a numbered section) or ### (a subheading)",
    ],
  ])("stops on %s, naming the file and the line", (_case, body, message) => {
    expect(() => read(body)).toThrow(`${file}: ${message}`);
  });

  it("stops on a body with no section", () => {
    expect(() => read("Only a paragraph.\n")).toThrow(
      `${file}: line 10: the document opens with a section heading`,
    );
    expect(() => read("")).toThrow(`${file}: the document has no section`);
  });
});

describe("a legal page's file", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "legal-"));
    cpSync("src/content", join(root, "src/content"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const edit = (name: string, from: string, to: string) => {
    const path = join(root, `src/content/page-copy/${name}.md`);
    const source = readFileSync(path, "utf8");
    expect(source).toContain(from);
    writeFileSync(path, source.replace(from, to));
  };
  const lineOf = (name: string, text: string) =>
    readFileSync(`src/content/page-copy/${name}.md`, "utf8").split("\n").indexOf(text) + 1;

  it("stops the build on a bad value in the body, naming the file and its line", () => {
    edit("terms-of-service", "{% #governing-law %}", "{% #Governing-Law %}");
    expect(() => legalPage("/terms-of-service", false, root)).toThrow(
      `src/content/page-copy/terms-of-service.md: line ${lineOf("terms-of-service", "## Governing Law {% #governing-law %}")}: section.id: must be lower-case words joined by dashes, e.g. your-rights`,
    );
  });

  it("stops the build on a missing hero part, naming the field", () => {
    edit("privacy-policy", "  eyebrow: Legal\n", "");
    expect(() => legalPage("/privacy-policy", false, root)).toThrow(
      "src/content/page-copy/privacy-policy.md: hero.eyebrow: Required",
    );
  });
});
