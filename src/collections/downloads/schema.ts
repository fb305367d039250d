/**
 * The free PDFs (src/content/downloads.json). The keys name the three documents the build draws
 * (src/features/guide), so the editor changes the words, never the keys, nor where each is
 * published. A plain module.
 */
import { z } from "astro/zod";
import { custom, fixed, group, list, text } from "../model/fields";
import { recordRule } from "../model/rules";

const buttonWords = { regex: /\S/, message: "Choose one of the pages' contact buttons" };

const download = (label: string) =>
  group(
    {
      title: text({
        label: "Title",
        help: "On the PDF's cover and in the links to download it. The PDF's letters are Western European only.",
      }),
      /** Where the build writes the PDF. */
      href: fixed(
        z
          .string()
          .regex(/^\/guides\/[a-z0-9-]+\.pdf$/, "must be /guides/<name>.pdf (lower case, dashes)"),
        {
          label: "Its address on the site",
          help: "Set when the site is built.",
          refusal: "Where the PDF is published is set by the site's developer.",
        },
      ),
      summary: text({
        label: "What it is",
        help: "After the title in the download link, e.g. “PDF, 60+ pages”.",
      }),
      /**
       * The build refuses words no button has (../page-copy/contact-buttons.ts). It may be left
       * with none, so that a PDF's only button can be renamed on its page.
       */
      requestedBy: list(
        custom("serverChoice", z.string().regex(buttonWords.regex, buttonWords.message), {
          label: "Button",
          help: "A contact button of the site's pages, by its words.",
          settings: { list: "contactButtons", pattern: buttonWords },
        }),
        {
          label: "Buttons that ask for it",
          help: "The contact buttons that offer this PDF; a button asks for one PDF only. To change a button's words on its page, remove it here first, then choose it again.",
          itemLabel: (words) => words,
        },
      ),
    },
    { label },
  );

export const downloadsFields = {
  keptDownloadLead: text({
    label: "Before a requested PDF's link",
    help: "Once a visitor has asked for a PDF, its link stays beside the page's buttons for the visit, after these words.",
  }),
  downloads: group(
    {
      completeGuide: download("The complete guide"),
      readinessAssessment: download("The readiness assessment"),
      implementationChecklist: download("The implementation checklist"),
    },
    { label: "The PDFs" },
  ),
};

const declared = recordRule(downloadsFields);

export const downloadsSchema = declared.extend({
  downloads: declared.shape.downloads.superRefine((all, context) => {
    const labels = Object.values(all).flatMap((download) => download.requestedBy);
    if (new Set(labels).size !== labels.length) {
      context.addIssue({ code: "custom", message: "a button label asks for one download only" });
    }
    // Each PDF is written to its address: two at one would leave one of them silently missing.
    const names = downloadsFields.downloads.fields;
    const keys = Object.keys(all) as (keyof typeof all)[];
    keys.forEach((key, index) => {
      const same = keys.slice(0, index).find((other) => all[other].href === all[key].href);
      if (same) {
        context.addIssue({
          code: "custom",
          path: [key, "href"],
          message: `"${names[same].label}" and "${names[key].label}" are both published at ${all[key].href}: each PDF needs its own address`,
        });
      }
    });
  }),
});
