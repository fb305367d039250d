/**
 * What reading a Markdoc body shares between the guide's chapters (guide/markdown.ts) and the legal
 * pages (page-copy/legal-markdown.ts): messages that name the file and the line, values checked
 * with a schema that name the part, a paragraph's inline nodes and a list's items. A plain module.
 */
import Markdoc, { type Node } from "@markdoc/markdoc";
import type { z } from "astro/zod";

/**
 * `body` parsed, and what reads it. `firstLine` is the file's line of the body's first line, so a
 * message names the line as an editor shows it: `<file>: line <n>: ...`.
 */
export function markdocBody(body: string, file: string, firstLine: number) {
  const lineOf = (node: Node) => firstLine + (node.lines[0] ?? 0);
  /** Throws, naming the node's line, or the line `linesIn` below it. */
  const fail = (node: Node, message: string, linesIn = 0): never => {
    throw new Error(`${file}: line ${lineOf(node) + linesIn}: ${message}`);
  };
  /** `value` checked with `schema`; a problem names the line and the part (`what`). */
  const checked = <Schema extends z.ZodTypeAny>(
    node: Node,
    what: string,
    schema: Schema,
    value: unknown,
  ): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    return fail(
      node,
      result.error.issues
        .map((issue) => `${[what, ...issue.path].join(".")}: ${issue.message}`)
        .join("\n"),
    );
  };
  /** Stops at the first error Markdoc found in `node` or inside it: a tag not closed, say. */
  const errors = (node: Node) => {
    for (const error of node.errors) fail(node, error.message);
    for (const child of node.children) errors(child);
  };
  /** A list's items, each one line of text read with `read`, without a list inside. */
  const listItems = <Item>(list: Node, read: (item: Node, index: number) => Item): Item[] =>
    list.children.map((item, index) => {
      const [content, ...rest] = item.children;
      if (!content || rest.length > 0 || !["inline", "paragraph"].includes(content.type))
        fail(item, "a list item is one line of text, without a list inside");
      return read(item, index);
    });
  const document = Markdoc.parse(body);
  // Markdoc would read the lines from a first --- to the next as frontmatter, and drop them.
  if (document.attributes.frontmatter !== undefined) fail(document, "a body cannot open with ---");
  return { document, lineOf, fail, checked, errors, listItems };
}

/** The inline nodes of a paragraph, a heading, a list item or a tag that holds one paragraph. */
export const inlineNodes = (node: Node): Node[] =>
  node.children.flatMap((child) =>
    child.type === "paragraph" || child.type === "inline" ? inlineNodes(child) : [child],
  );
