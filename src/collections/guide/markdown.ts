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
 * Anything else (other headings, emphasis, links, tables, rules, nested lists, unknown tags) stops
 * the build with the line, because the PDF would print it as it stands or drop it. A plain module.
 */

import type { Node } from "@markdoc/markdoc";
import { inlineNodes, markdocBody } from "../markdoc-body";
import { guideBlockSchema } from "./schema";
import type { GuideBlock } from "./types";

export interface GuideBody {
  /** The blocks before the first topic. */
  opening: GuideBlock[];
  /** Each topic with the file's line of its `## ` heading, for messages. */
  topics: { topic: string; line: number; blocks: GuideBlock[] }[];
}

/** A block as read, before its schema checks it. */
type Unchecked = { kind: string } & Record<string, unknown>;

/**
 * Markdown that Markdoc leaves as text (a lone `*` or backtick, HTML) but the PDF would print as it
 * stands. What Markdoc reads as emphasis, code or a link is refused for not being text.
 */
const markup = /\*\*|__|(?:^|\s)[*_]\S|`|\[.*\]\(|<\/?[a-z]|^\s*[>|#]|^\s*[*+] /i;
const plainText = "the guide's text is plain: no emphasis, links, quotes, tables or HTML";
/** A tag's attribute as the guide writes it: a string, a whole number or a list, in JSON. */
const attribute = /(\w+)=("(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]|-?\d+)/g;
const attributeHelp = 'write name="text", rows=6, columns=["A", "B"]';

/** Reads a chapter's body; a message names the line and the block's field: `tip.text: ...`. */
export function parseGuideBody(body: string, file: string, firstLine = 1): GuideBody {
  const { document, lineOf, fail, checked, errors, listItems } = markdocBody(body, file, firstLine);
  const source = body.split(/\r?\n/);
  const result: GuideBody = { opening: [], topics: [] };
  let blocks = result.opening;
  const add = (node: Node, block: Unchecked) =>
    blocks.push(checked(node, block.kind, guideBlockSchema, block) as GuideBlock);

  /** The plain text of a paragraph, a heading or a list item (`oneLine`), its lines joined. */
  const text = (node: Node, oneLine = false) => {
    const { level, ...annotations } = node.attributes;
    if (Object.keys(annotations).length > 0) fail(node, plainText);
    let linesIn = 0;
    const pieces = inlineNodes(node).map((child) => {
      if (child.type === "softbreak" || child.type === "hardbreak") {
        linesIn++;
        if (oneLine)
          fail(node, "a list item takes one line; leave a blank line after the list", linesIn);
        return " ";
      }
      const content = String(child.attributes.content);
      return child.type === "text" && !markup.test(content)
        ? content
        : fail(node, plainText, linesIn);
    });
    return pieces.join("");
  };
  const items = (list: Node) =>
    list.attributes.marker === "*" || list.attributes.marker === "+"
      ? fail(list, plainText)
      : listItems(list, (item) => text(item, true));
  /** A tag's opening `{% name ... %}` as it is written, on one line. */
  const opening = (tag: Node) =>
    source.slice(tag.lines[0], tag.lines[1]).join(" ").replace(/\s+/g, " ");
  /** A tag's attributes; each value as it is written must be JSON too. */
  const attributes = (tag: Node) => {
    for (const [written, , value = ""] of opening(tag).matchAll(attribute)) {
      try {
        JSON.parse(value);
      } catch {
        fail(tag, `cannot read ${written}: ${attributeHelp}`);
      }
    }
    return tag.attributes;
  };

  for (const node of document.children) {
    switch (node.type) {
      case "heading": {
        const { level } = node.attributes;
        if (level === 2) {
          const topic = { topic: text(node), line: lineOf(node), blocks: [] };
          result.topics.push(topic);
          blocks = topic.blocks;
        } else if (level === 3) add(node, { kind: "subheading", text: text(node) });
        else fail(node, 'headings are "## " (a topic of the page) or "### " (a subheading)');
        break;
      }
      case "paragraph":
        add(node, { kind: "paragraph", text: text(node) });
        break;
      case "list":
        add(node, { kind: node.attributes.ordered ? "steps" : "bullets", items: items(node) });
        break;
      case "tag":
        add(node, tagBlock(node));
        break;
      case "error": // a tag Markdoc cannot read
        fail(node, `cannot read the tag ${opening(node)}: ${attributeHelp}`);
        break;
      default:
        fail(node, plainText);
    }
  }
  errors(document);
  return result;

  function tagBlock(tag: Node): Unchecked {
    const name = tag.tag;
    const unclosed = tag.errors.some((error) => error.id === "missing-closing");
    const values = attributes(tag);
    const inside = () =>
      unclosed ? fail(tag, `{% ${name} %} has no {% /${name} %}`) : tag.children;
    const paragraphs = () =>
      inside().map((child) => (child.type === "paragraph" ? text(child) : fail(child, plainText)));
    switch (name) {
      case "worksheet":
        if (unclosed || tag.lines.length > 2)
          fail(tag, "write the worksheet as {% worksheet ... /%}");
        return { ...values, kind: "worksheet" };
      case "tip": {
        const [only, ...more] = paragraphs();
        if (only === undefined || more.length > 0) fail(tag, "a tip is one paragraph");
        return { ...values, kind: "tip", text: only };
      }
      case "example":
        return { ...values, kind: "example", paragraphs: paragraphs() };
      case "checklist": {
        const [list, ...rest] = inside();
        if (list?.type !== "list" || list.attributes.ordered || rest.length > 0)
          fail(tag, "a checklist holds one list of - items");
        return { ...values, kind: "checklist", items: items(list as Node) };
      }
      default:
        return fail(tag, `unknown tag {% ${name} %}: tip, example, checklist or worksheet`);
    }
  }
}
