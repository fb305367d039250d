/**
 * The free guide's page (src/content/page-copy/automation-guide.json): its sections and topics are
 * the complete guide's chapters (joined by title), its hero the cover, a companion's card that
 * PDF's lead, so what the PDFs print is refused when their font cannot draw it. A plain module.
 */
import { z } from "astro/zod";
import { copyText as text } from "../copy-text";
import { downloadById, downloadRequestedBy } from "../downloads";
import { downloadsSchema } from "../downloads/schema";
import { choice, copy, copyLine, custom, group, list } from "../model/fields";
import { checkDrawable } from "../model/printed";
import { recordRule } from "../model/rules";
import {
  action,
  actionList,
  callToAction,
  icon,
  items,
  section,
  siteIcon,
  titleOf,
} from "./sections";

/** A download by its key in src/content/downloads.json: "readinessAssessment". */
export const downloadId = downloadsSchema.shape.downloads.innerType().keyof();

const printed = (label: string, help?: string) => copy({ label, help, printed: true });

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

export const automationGuideFields = {
  hero: group(
    {
      eyebrow: copyLine({ label: "Eyebrow" }),
      lead: printed("Lead", "Also on the guide's cover."),
      actions: actionList("Buttons"),
      priceLabel: copy({ optional: true, label: "Price line" }),
      stats: items(
        "Figures (also on the cover)",
        "Figure",
        { value: printed("Figure"), label: printed("What it counts") },
        ({ value }) => value,
      ),
      download: choice(downloadId.options, {
        label: "The PDF it offers",
        help: "Its title (in Free downloads) heads the page and the cover.",
      }),
    },
    { label: "Hero" },
  ),
  guideSections: section("Inside the guide", {
    groups: items(
      "Sections (the guide's chapters, in order)",
      "Section",
      {
        title: printed("Title", "The chapter's title: its Markdown file's `section` says it too."),
        description: printed("Description"),
        icon: siteIcon,
        topics: items(
          "Topics",
          "Topic",
          {
            title: printed("Title", "A `## ` heading of the chapter says it too."),
            summary: printed("Summary"),
          },
          titleOf,
        ),
      },
      titleOf,
    ),
  }),
  additionalResources: section("Additional resources", {
    items: list(custom("resourceCard", resourceCard, { label: "Card" }), {
      label: "Cards",
      help: "Each PDF on one card at most.",
      min: 1,
      itemLabel: ({ title }) => title || "(no title)",
    }),
  }),
  callToAction,
};

const guideRule = recordRule(automationGuideFields);
export const automationGuideSchema = guideRule.extend({
  /** Each PDF on one card at most. */
  additionalResources: guideRule.shape.additionalResources.superRefine(({ items }, context) => {
    items.forEach(({ download }, index) => {
      if (download && items.findIndex((item) => item.download === download) < index)
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["items", index, "download"],
          message: `another card is already ${download}'s`,
        });
    });
  }),
});
