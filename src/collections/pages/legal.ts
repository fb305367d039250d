/**
 * A legal page (kind "legal" in the page list): src/content/pages/<page>.json, drawn by
 * LegalPage.astro. The document is numbered sections of blocks: paragraphs, subheadings, bulleted
 * lists and lists of terms; a paragraph may be a run of text, links and placeholders the owner
 * must still fill in ("[STATE]"). A plain module: the content editor uses it.
 */
import { z } from "astro/zod";
import { copyPiece, copyText as text } from "../copy-text";
import { hero } from "./sections";

const inline = z.union([
  copyPiece,
  z.object({ text, href: text }).strict(),
  z.object({ placeholder: text }).strict(),
]);
const legalText = z.union([text, z.array(inline).min(1)]);

/**
 * A paragraph that says whether Google Analytics is on for this build (GA_MEASUREMENT_ID): the
 * page shows `on` or `off`.
 */
const analyticsStatus = z
  .object({ analyticsStatus: z.object({ on: text, off: text }).strict() })
  .strict();

const block = z.union([
  legalText,
  z.object({ subheading: text }).strict(),
  z.object({ list: z.array(legalText).min(1) }).strict(),
  z
    .object({
      terms: z.array(z.object({ term: text, description: legalText }).strict()).min(1),
    })
    .strict(),
  analyticsStatus,
]);

export const legalPageSchema = z
  .object({
    hero,
    document: z
      .object({
        summary: z
          .object({ title: text, points: z.array(legalText).min(1) })
          .strict()
          .optional(),
        sections: z
          .array(
            z
              .object({
                /** The section's in-page anchor: lower-case words joined by dashes. */
                id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case-words"),
                title: text,
                blocks: z.array(block).min(1),
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
  })
  .strict();
