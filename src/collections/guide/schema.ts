/**
 * The free guide's writing (src/content/guide/): the chapters, the introduction and the next steps
 * as Markdown, the tool directory, the readiness assessment and the implementation checklist as
 * JSON. A plain module (no `astro:*` or `node:*` imports): the content editor uses its lists in the
 * browser, and the reader (index.ts) checks every file with it.
 */
import { z } from "astro/zod";
import { unknownTokens } from "~/lib/tokens";
import { requiredText } from "../schema-rules";

/**
 * Characters the PDFs' built-in Helvetica can draw (Windows-1252, Western European): printable
 * ASCII, Latin-1 and these. Anything else prints blank, so it is refused.
 */
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

/** Guide text: something to say, every `{{token}}` a known fact, every character drawable. */
export const guideText = requiredText.superRefine((text, context) => {
  const unknown = unknownTokens(text);
  if (unknown.length > 0)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `unknown token ${unknown.map((name) => `{{${name}}}`).join(", ")} (a token names a fact of src/content/site.json or claims.json, e.g. {{claims.paybackMonths}})`,
    });
  checkDrawable(text, context);
});

const texts = z.array(guideText).min(1, "needs at least one item");

/** One block of writing, as a chapter's Markdown writes it (markdown.ts turns the one into the other). */
export const guideBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: guideText }).strict(),
  z.object({ kind: z.literal("subheading"), text: guideText }).strict(),
  z.object({ kind: z.literal("bullets"), items: texts }).strict(),
  z.object({ kind: z.literal("steps"), items: texts }).strict(),
  z.object({ kind: z.literal("example"), title: guideText, paragraphs: texts }).strict(),
  z.object({ kind: z.literal("tip"), text: guideText }).strict(),
  z.object({ kind: z.literal("checklist"), title: guideText, items: texts }).strict(),
  z
    .object({
      kind: z.literal("worksheet"),
      title: guideText,
      instructions: guideText,
      columns: texts,
      rows: z
        .number({ invalid_type_error: "rows must be a number of empty rows, 4-12" })
        .int()
        .min(4, "rows must be 4-12")
        .max(12, "rows must be 4-12"),
    })
    .strict(),
]);

/** A chapter's frontmatter (src/content/guide/chapters/<chapter>.md); its body holds the topics. */
export const chapterSchema = z
  .object({
    /** The `/automation-guide` page's section title, letter for letter. */
    section: guideText,
    /** The one-sentence takeaways that close the chapter. */
    takeaways: texts,
  })
  .strict();

/** The frontmatter of a page of prose without topics: the introduction, the next steps. */
export const proseSchema = z.object({ title: guideText }).strict();

export const toolCategories = [
  "Workflow automation",
  "Accounting and invoicing",
  "CRM and sales",
  "Forms and documents",
  "Scheduling and field service",
  "Inventory and commerce",
  "Data and reporting",
  "AI assistants and document AI",
] as const;

/** src/content/guide/tools.json: the tool directory, in the order the PDF prints it. */
export const toolsSchema = z
  .object({
    /** The directory's opening paragraphs. */
    intro: texts,
    tools: z
      .array(
        z
          .object({
            name: guideText,
            category: z.enum(toolCategories, {
              errorMap: () => ({
                message: `category must be one of: ${toolCategories.join(", ")}`,
              }),
            }),
            summary: guideText,
            bestFor: guideText,
            pricingModel: guideText,
            worksWith: guideText,
            watchOut: guideText,
          })
          .strict(),
      )
      .min(1, "needs at least one tool"),
  })
  .strict();

/** src/content/guide/readiness-assessment.json: the scorecard, its bands and how to read it. */
export const readinessSchema = z
  .object({
    intro: texts,
    areas: z
      .array(
        z
          .object({
            area: guideText,
            why: guideText,
            statements: texts,
            ifLow: texts,
          })
          .strict(),
      )
      .min(1, "needs at least one area"),
    bands: z
      .array(
        z
          .object({
            min: z.number({ invalid_type_error: "min must be a score" }).int(),
            max: z.number({ invalid_type_error: "max must be a score" }).int(),
            label: guideText,
            meaning: guideText,
            nextSteps: texts,
          })
          .strict(),
      )
      .min(1, "needs at least one band"),
    /** The paragraphs after the bands, then a tip. */
    closing: texts,
    closingTip: guideText,
  })
  .strict();

/** src/content/guide/implementation-checklist.json: the phases of one project, in order. */
export const checklistSchema = z
  .object({
    intro: texts,
    phases: z
      .array(z.object({ phase: guideText, when: guideText, items: texts }).strict())
      .min(1, "needs at least one phase"),
  })
  .strict();
