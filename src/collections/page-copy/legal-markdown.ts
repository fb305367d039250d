/**
 * A legal page's body (src/content/page-copy/<page>.md after its frontmatter), read into the document
 * LegalDocument draws. The body is Markdoc as the content editor writes it:
 *
 *     {% summary title="The short version" %}     the optional summary, first: one bulleted list
 *     - A point, with [a link](/terms-of-service)
 *     {% /summary %}
 *     ## Information We Collect {% #information-we-collect %}    a numbered section, its anchor
 *     A paragraph: text, [links](/pricing), {% contact to="privacyEmail" /%} (the firm's email
 *     or phone as a link) and {% placeholder text="[STATE]" /%} (for the owner to fill in).
 *     ### A subheading                            - a bulleted list (one line per item)
 *     {% terms %}{% term name="Email" %}its description{% /term %}...{% /terms %}
 *     {% analytics-status on="..." off="..." /%}  says whether this build turns analytics on
 *
 * Anything else (other headings, emphasis, numbered lists, quotes, tables, unknown tags) stops the
 * build with the file and the line, as does a value the schema (legal.ts) refuses. A plain module.
 */
import type { Node } from "@markdoc/markdoc";
import type { LegalInline, LegalSection, LegalText } from "~/components/sections/LegalDocument";
import { inlineNodes, markdocBody } from "../markdoc-body";
import { contactLinks, contactNames, legalParts } from "./legal";
import { linkTarget } from "./sections";

/** A block as the file writes it; the analytics paragraph is chosen per build (index.ts). */
export type LegalSourceBlock =
  | LegalSection["blocks"][number]
  | { analyticsStatus: { on: string; off: string } };

export interface LegalBody {
  summary?: { title: string; points: LegalText[] };
  sections: (Omit<LegalSection, "blocks"> & { blocks: LegalSourceBlock[] })[];
}

const tagsInBody = "summary, terms (of term), analytics-status, placeholder or contact";

/** A paragraph, or an inline tag alone on its line (Markdoc reads it as a block). */
const isParagraph = (node: Node) =>
  node.type === "paragraph" ||
  (node.type === "tag" && (node.tag === "placeholder" || node.tag === "contact"));

/** Reads a legal page's body; a message names the line and the part: `terms.2.term: ...`. */
export function parseLegalBody(body: string, file: string, firstLine = 1): LegalBody {
  const { document, lineOf, fail, checked, errors, listItems } = markdocBody(body, file, firstLine);
  const attributes = (node: Node, allowed: string[]) => {
    const unknown = Object.keys(node.attributes).filter((name) => !allowed.includes(name));
    if (unknown.length > 0)
      fail(
        node,
        `{% ${node.tag} %} takes ${allowed.join(", ") || "no attributes"}, not ${unknown}`,
      );
    return node.attributes as Record<string, unknown>;
  };
  /**
   * The inline content of a paragraph, a list item or a term (`what`, for messages), checked: plain
   * text, or a run of text, links and placeholders. A line that holds only an inline tag is read by
   * Markdoc as a block of its own: it is one paragraph too.
   */
  const inline = (node: Node, what: string): LegalText => {
    const pieces: { piece: LegalInline; node: Node }[] = [];
    const add = (child: Node, piece: LegalInline) => {
      const last = pieces[pieces.length - 1];
      // Adjacent text is one piece, so the page draws it as one text node.
      if (typeof piece === "string" && typeof last?.piece === "string") last.piece += piece;
      else pieces.push({ piece, node: child });
    };
    for (const child of inlineNodes(node)) {
      switch (child.type) {
        case "text":
          add(child, String(child.attributes.content));
          break;
        case "softbreak":
          add(child, " ");
          break;
        case "link": {
          const href = String(child.attributes.href);
          if (/%7B%7B/i.test(href))
            fail(
              child,
              `a link's address cannot hold a {{token}}: for the firm's email or phone write {% contact to="..." /%} (${contactNames})`,
            );
          if (!linkTarget.safeParse(href).success)
            fail(
              child,
              `a link must go to a page such as /pricing or a full https:// address, not "${href}"`,
            );
          const text = child.children.map((part) =>
            part.type === "text"
              ? String(part.attributes.content)
              : fail(part, "a link's text is plain text"),
          );
          add(child, { text: text.join(""), href });
          break;
        }
        case "tag":
          if (child.tag === "placeholder") {
            add(child, { placeholder: String(attributes(child, ["text"]).text ?? "") });
          } else if (child.tag === "contact") {
            const to = String(attributes(child, ["to"]).to);
            const { text, href } = Object.hasOwn(contactLinks, to)
              ? contactLinks[to as keyof typeof contactLinks]
              : fail(child, `{% contact to="${to}" /%}: to is ${contactNames.join(", ")}`);
            add(child, { text, href });
          } else
            fail(child, `unknown tag {% ${child.tag} %} in a paragraph: placeholder or contact`);
          break;
        case "hardbreak":
          fail(child, "a paragraph is one line: start a new paragraph instead of a line break");
          break;
        default:
          fail(child, "a legal page's text is plain: no bold, italics, code or images");
      }
    }
    const [only, ...more] = pieces;
    if (only && more.length === 0 && typeof only.piece === "string")
      return checked(node, what, legalParts.text, only.piece);
    if (!only) return checked(node, what, legalParts.text, "");
    return pieces.map(({ piece, node: at }, index) =>
      checked(
        at,
        `${what}.${index}`,
        typeof piece === "string"
          ? legalParts.piece
          : "placeholder" in piece
            ? legalParts.placeholder
            : legalParts.link,
        piece,
      ),
    );
  };

  /** An unordered list's items (`what`, for messages), each one line of text. */
  const items = (list: Node, what: string): LegalText[] => {
    if (list.attributes.ordered) fail(list, "lists are bulleted (- ), not numbered");
    return listItems(list, (item, index) => inline(item, `${what}.${index}`));
  };

  const result: LegalBody = { sections: [] };
  const anchors = new Map<string, number>();
  let section: LegalBody["sections"][number] | undefined;
  const inSection = (node: Node) =>
    section ??
    fail(
      node,
      "the document opens with a section heading (## Title {% #anchor %}); only the summary comes before it",
    );

  errors(document);
  for (const node of document.children) {
    if (isParagraph(node)) {
      inSection(node).blocks.push(inline(node, "paragraph"));
      continue;
    }
    switch (node.type) {
      case "heading": {
        const { level, id, ...other } = node.attributes;
        if (Object.keys(other).length > 0) fail(node, "a heading takes only its anchor {% #id %}");
        const content = inline(node, "heading");
        const title =
          typeof content === "string" ? content.trim() : fail(node, "a heading is plain text");
        if (level === 3) {
          if (id !== undefined) fail(node, "a subheading (###) has no anchor; a section (##) has");
          inSection(node).blocks.push({ subheading: title });
        } else if (level === 2) {
          if (id === undefined)
            fail(node, `the section "${title}" needs its anchor: ## ${title} {% #anchor-id %}`);
          const heading = checked(node, "section", legalParts.sectionHeading, { id, title });
          const earlier = anchors.get(heading.id);
          if (earlier !== undefined)
            fail(node, `section.id: #${heading.id} is already the anchor of line ${earlier}`);
          anchors.set(heading.id, lineOf(node));
          if (section && section.blocks.length === 0)
            fail(node, `the section "${section.title}" has nothing in it`);
          section = { ...heading, blocks: [] };
          result.sections.push(section);
        } else fail(node, "headings are ## (a numbered section) or ### (a subheading)");
        break;
      }
      case "list":
        inSection(node).blocks.push({ list: items(node, "list") });
        break;
      case "tag":
        if (node.tag === "summary") {
          const summary = attributes(node, ["title"]);
          const [list, ...rest] = node.children;
          if (result.summary || result.sections.length > 0)
            fail(node, "the summary comes once, before the first section");
          if (list?.type !== "list" || rest.length > 0)
            fail(node, "a summary holds one bulleted list");
          result.summary = {
            ...checked(node, "summary", legalParts.summary, summary),
            points: items(list as Node, "summary.points"),
          };
        } else if (node.tag === "terms") {
          attributes(node, []);
          const terms = node.children.map((term, index) => {
            if (term.type !== "tag" || term.tag !== "term")
              fail(term, 'a list of terms holds only {% term name="..." %} ... {% /term %}');
            const { name } = attributes(term, ["name"]);
            const [paragraph, ...rest] = term.children;
            if (!paragraph || !isParagraph(paragraph) || rest.length > 0)
              fail(term, "a term's description is one paragraph");
            return {
              term: checked(term, `terms.${index}.term`, legalParts.term, name),
              description: inline(term, `terms.${index}.description`),
            };
          });
          if (terms.length === 0) fail(node, "a list of terms holds at least one term");
          inSection(node).blocks.push({ terms });
        } else if (node.tag === "analytics-status") {
          const analyticsStatus = attributes(node, ["on", "off"]);
          inSection(node).blocks.push({
            analyticsStatus: checked(
              node,
              "analyticsStatus",
              legalParts.analyticsStatus,
              analyticsStatus,
            ),
          });
        } else fail(node, `unknown tag {% ${node.tag} %}: ${tagsInBody}`);
        break;
      default:
        fail(node, "not drawn on a legal page: no quotes, tables, code, rules or images");
    }
  }
  if (!section) throw new Error(`${file}: the document has no section (## Title {% #anchor %})`);
  if (section.blocks.length === 0)
    throw new Error(`${file}: the section "${section.title}" has nothing in it`);
  return result;
}
