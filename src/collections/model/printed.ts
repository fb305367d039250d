/**
 * Copy the guide's PDFs print as well as the page: its every character one the PDFs' built-in
 * Helvetica draws (Windows-1252), checked with the figures filled in. It reads a printed copy field
 * (./rules.ts) and the guide's Markdown. A plain module: the content editor uses it in the browser.
 */
import { z } from "astro/zod";
import { copyText } from "../copy-text";

/** Beyond printable ASCII and Latin-1, the characters Helvetica draws; anything else prints blank. */
export const windows1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** The characters of `text` the PDF cannot draw, in order. */
export const undrawable = (text: string) =>
  [...text].filter(
    (char) =>
      !(char >= " " && char <= "~") &&
      !(char >= "\u00a0" && char <= "\u00ff") &&
      !windows1252Extras.includes(char),
  );

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Refuses a text with characters the PDF cannot draw, naming them; `path` leads to the text. */
export function checkDrawable(text: string, context: z.RefinementCtx, path: string[] = []) {
  const bad = [...new Set(undrawable(text))];
  if (bad.length > 0)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path,
      message: `${bad.map((char) => `"${char}" (${codePoint(char)})`).join(", ")}: the PDF's font draws Western European characters only`,
    });
}

export const printedText = copyText.superRefine((text, context) => checkDrawable(text, context));
