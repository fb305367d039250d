import { countWords } from "./format";

/**
 * The readable text of an MDX article body: the words a reader sees, without Markdown or MDX
 * markup. Keeps link texts, table cells, list items and the text inside components; drops import
 * and export lines, JSX tags and their attributes, code fences, URLs, image references, comments,
 * table rules, heading and list markers, and emphasis characters.
 */
export function articleText(body: string): string {
  return (
    body
      // Code blocks and comments are not prose.
      .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
      // MDX module syntax.
      .replace(/^(import|export)\s[^\n]*$/gm, " ")
      // JSX and HTML tags, with their attributes (a title attribute is shown, but as a label).
      .replace(/<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\s*\/?>/g, " ")
      // Images, then links: keep the link text, drop the target.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, " ")
      // Bare URLs.
      .replace(/<?https?:\/\/\S+>?/g, " ")
      // Table rules (|---|:--:|), then cell separators.
      .replace(/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/gm, " ")
      .replace(/\|/g, " ")
      // Heading, quote and list markers at the start of a line; thematic breaks.
      .replace(/^\s{0,3}#{1,6}\s+/gm, "")
      .replace(/^\s*>\s?/gm, "")
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, " ")
      // Emphasis and inline code markers.
      .replace(/(\*\*|__|\*|_|~~|`)(?=\S)|(?<=\S)(\*\*|__|\*|_|~~|`)/g, "")
      // Leftover standalone punctuation (a dash between spaces is not a word).
      .replace(/(^|\s)[^\p{L}\p{N}\s]+(?=\s|$)/gu, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Words of prose in an MDX article body (the Article JSON-LD's wordCount). */
export const countArticleWords = (body: string) => countWords(articleText(body));
