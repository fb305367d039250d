/**
 * A guide chapter's Markdown body, read into the guide's blocks. The body is Markdoc as the content
 * editor writes it, limited to what the PDF draws, one construct per kind of block:
 *
 *     ## A topic of the page            ### A subheading
 *     A paragraph: one line.            - A bullet (one line each)
 *     1. A step (one line each)         {% tip %} One paragraph {% /tip %}
 *     {% example title="..." %} paragraphs {% /example %}
 *     {% checklist title="..." %} - bullets {% /checklist %}
 *     {% worksheet title="..." instructions="..." columns=["...", "..."] rows=6 /%}
 *
 * Anything else (other headings, emphasis, links, tables, unknown tags) stops the build with the
 * line, because the PDF would print it as it stands or drop it. A plain module: no `node:*`.
 */

import { guideBlockSchema } from "./schema";
import type { GuideBlock } from "./types";

export interface GuideTopicSource {
  topic: string;
  /** The line of its `## ` heading in the file, for messages. */
  line: number;
  blocks: GuideBlock[];
}

export interface GuideBody {
  /** The blocks before the first topic. */
  opening: GuideBlock[];
  topics: GuideTopicSource[];
}

/** A block as read, before its schema checks it. */
type Unchecked = { kind: string } & Record<string, unknown>;

interface Line {
  text: string;
  number: number;
}

const listItem = { bullets: /^- (.*)$/, steps: /^\d+\. (.*)$/ } as const;
const tagOpen = /^\{%\s*(\w+)([\s\S]*?)\s*(\/?)%\}$/;
const attribute = /(\w+)=("(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]|-?\d+)/g;
/** Markdown the PDF would print as it stands: emphasis, code, links, HTML, quotes, tables. */
const markup = /\*\*|__|(?:^|\s)[*_]\S|`|\[.*\]\(|<\/?[a-z]|^\s*[>|#]|^\s*[*+] /i;

/**
 * Reads a chapter body. `firstLine` is the file's line number of the body's first line, so messages
 * name the line as an editor shows it. Throws `<file>: line <n>: ...` on anything it cannot read.
 */
export function parseGuideBody(body: string, file: string, firstLine = 1): GuideBody {
  const lines = body.split(/\r?\n/).map((text, index) => ({ text, number: firstLine + index }));
  const fail = (line: Line, message: string): never => {
    throw new Error(`${file}: line ${line.number}: ${message}`);
  };
  const result: GuideBody = { opening: [], topics: [] };
  let blocks = result.opening;
  /** Checks a block and adds it; a message names the block's kind and field: "tip.text: ...". */
  const add = (line: Line, block: Unchecked) => {
    const checked = guideBlockSchema.safeParse(block);
    if (!checked.success)
      fail(
        line,
        checked.error.issues
          .map((issue) => `${[block.kind, ...issue.path].join(".")}: ${issue.message}`)
          .join("\n"),
      );
    blocks.push(checked.data as GuideBlock);
  };

  let index = 0;
  const next = () => lines[index++] as Line;
  const atText = () => index < lines.length && (lines[index] as Line).text.trim() !== "";
  /** Consecutive lines matching `pattern`, as the text it captures. */
  const items = (pattern: RegExp) => {
    const found: string[] = [];
    while (atText()) {
      const line = next();
      const match = pattern.exec(line.text.trim());
      if (!match) fail(line, "a list item takes one line; leave a blank line after the list");
      found.push(plain(line, (match as RegExpExecArray)[1] as string));
    }
    return found;
  };
  /** The lines up to the tag's closing `{% /name %}`, grouped into paragraphs. */
  const inside = (opening: Line, name: string) => {
    const paragraphs: Line[][] = [[]];
    for (;;) {
      if (index >= lines.length) fail(opening, `{% ${name} %} has no {% /${name} %}`);
      const line = next();
      if (line.text.trim() === `{% /${name} %}`) break;
      const current = paragraphs[paragraphs.length - 1] as Line[];
      if (line.text.trim() === "") {
        if (current.length > 0) paragraphs.push([]);
      } else current.push(line);
    }
    return paragraphs.filter((paragraph) => paragraph.length > 0);
  };
  const plain = (line: Line, text: string) =>
    markup.test(text)
      ? fail(line, "the guide's text is plain: no emphasis, links, quotes, tables or HTML")
      : text;
  const paragraphText = (paragraph: Line[]) =>
    paragraph.map((line) => plain(line, line.text.trim())).join(" ");

  while (index < lines.length) {
    const line = next();
    const text = line.text.trim();
    if (text === "") continue;
    if (text.startsWith("## ")) {
      const topic = { topic: plain(line, text.slice(3).trim()), line: line.number, blocks: [] };
      result.topics.push(topic);
      blocks = topic.blocks;
    } else if (text.startsWith("### "))
      add(line, { kind: "subheading", text: plain(line, text.slice(4)) });
    else if (text.startsWith("#"))
      fail(line, 'headings are "## " (a topic of the page) or "### " (a subheading)');
    else if (listItem.bullets.test(text)) {
      index--;
      add(line, { kind: "bullets", items: items(listItem.bullets) });
    } else if (listItem.steps.test(text)) {
      index--;
      add(line, { kind: "steps", items: items(listItem.steps) });
    } else if (text.startsWith("{%")) add(line, tagBlock(line));
    else {
      const paragraph = [line];
      while (atText()) paragraph.push(next());
      add(line, { kind: "paragraph", text: paragraphText(paragraph) });
    }
  }
  return result;

  function tagBlock(opening: Line): Unchecked {
    // A tag's attributes may run over several lines, up to its closing `%}`.
    let source = opening.text.trim();
    while (!source.endsWith("%}")) {
      if (index >= lines.length) fail(opening, "a tag opened with {% is not closed with %}");
      source += ` ${next().text.trim()}`;
    }
    const match = tagOpen.exec(source);
    if (!match) return fail(opening, `cannot read the tag ${source}`);
    const [, name = "", attributeText = "", selfClosing] = match;
    const attributes = readAttributes(opening, attributeText);
    switch (name) {
      case "worksheet":
        if (!selfClosing) fail(opening, "write the worksheet as {% worksheet ... /%}");
        return { ...attributes, kind: "worksheet" };
      case "tip": {
        const paragraphs = inside(opening, name);
        if (paragraphs.length !== 1) fail(opening, "a tip is one paragraph");
        return { ...attributes, kind: "tip", text: paragraphText(paragraphs[0] as Line[]) };
      }
      case "example":
        return {
          ...attributes,
          kind: "example",
          paragraphs: inside(opening, name).map(paragraphText),
        };
      case "checklist": {
        const [list, ...rest] = inside(opening, name);
        if (!list || rest.length > 0) fail(opening, "a checklist holds one list of - items");
        const checklist = (list as Line[]).map(
          (item) =>
            plain(item, listItem.bullets.exec(item.text.trim())?.[1] ?? "") ||
            fail(item, "a checklist holds one list of - items"),
        );
        return { ...attributes, kind: "checklist", items: checklist };
      }
      default:
        return fail(opening, `unknown tag {% ${name} %}: tip, example, checklist or worksheet`);
    }
  }

  function readAttributes(opening: Line, text: string): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [, name = "", value = ""] of text.matchAll(attribute)) {
      try {
        values[name] = JSON.parse(value);
      } catch {
        fail(
          opening,
          `cannot read ${name}=${value}: write name="text", rows=6, columns=["A", "B"]`,
        );
      }
    }
    if (text.replace(attribute, "").trim() !== "")
      fail(
        opening,
        `cannot read the attributes ${text.trim()}: write name="text", rows=6, columns=["A", "B"]`,
      );
    return values;
  }
}
