/**
 * The free guide's page: src/content/page-copy/automation-guide.json, drawn by
 * src/pages/automation-guide.astro. Its sections and topics are also the complete guide's chapters
 * (src/features/guide/chapters.ts joins them by title with src/content/guide/chapters/*.md), its
 * hero is the guide's cover and a companion's card is that PDF's lead, so what the PDFs print is
 * refused when their font cannot draw it. The guide and its companions are named by their ids in
 * src/content/downloads.json. A plain module: the content editor uses it.
 */
import { z } from "astro/zod";
import { copyText as text } from "../copy-text";
import { downloadById, downloadRequestedBy } from "../downloads";
import { downloadsSchema } from "../downloads/schema";
import { checkDrawable } from "../guide/schema";
import { action, callToAction, heading, hero, icon } from "./sections";

/** A download by its key in src/content/downloads.json: "readinessAssessment". */
export const downloadId = downloadsSchema.shape.downloads.innerType().keyof();

/** Copy the guide's PDFs print as well as the page. */
const printed = text.superRefine(checkDrawable);

/** A companion's card (or a link's): the content editor checks a whole card with it. */
export const resourceCard = z
  .object({
    title: text,
    description: text,
    icon,
    action,
    /** The PDF this card's button asks for; the card's description is that PDF's lead. */
    download: downloadId.optional(),
  })
  .strict()
  .superRefine(({ download, description, action }, context) => {
    if (!download) return;
    checkDrawable(description, context, ["description"]);
    const wanted = downloadById(download);
    const asked = action.kind === "contact" ? downloadRequestedBy(action.label) : undefined;
    if (asked !== wanted) {
      const labels = wanted.requestedBy.map((label) => `"${label}"`).join(" or ");
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["action", "label"],
        message: `the button must ask for ${download} (a contact button labelled ${labels})`,
      });
    }
  });

export const automationGuideSchema = z
  .object({
    hero: hero.omit({ title: true }).extend({
      /** The PDF the page offers: its title (src/content/downloads.json) heads the page and the cover. */
      download: downloadId,
      lead: printed,
      /** Also on the guide's cover. */
      stats: z.array(z.object({ value: printed, label: printed }).strict()).min(1),
    }),
    guideSections: z
      .object({
        heading,
        /** The guide's chapters, in order: each has a Markdown file whose `section` is its title. */
        groups: z
          .array(
            z
              .object({
                title: printed,
                description: printed,
                icon,
                topics: z.array(z.object({ title: printed, summary: printed }).strict()).min(1),
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    additionalResources: z
      .object({ heading, items: z.array(resourceCard).min(1) })
      .strict()
      .superRefine(({ items }, context) => {
        items.forEach(({ download }, index) => {
          if (download && items.findIndex((item) => item.download === download) < index)
            context.addIssue({
              code: z.ZodIssueCode.custom,
              path: ["items", index, "download"],
              message: `another card is already ${download}'s`,
            });
        });
      }),
    callToAction,
  })
  .strict();
