/**
 * The free PDFs' words in the content editor (src/content/downloads.json), with the rules of
 * ./schema.ts. The three PDFs are fixed (the build draws each one), and so is where each is
 * published: the entry changes their words and the buttons that ask for them. Bundled for the
 * browser: import nothing that reads files.
 */
import { fields } from "@keystatic/core";
import { dataFile, plainText } from "../editor-fields";
import { fixedValue } from "../fixed-value";
import { texts } from "../page-copy/page-fields";
import { downloadSchema } from "./schema";

const download = (label: string) =>
  fields.object(
    {
      title: plainText(
        "Title",
        "On the PDF's cover and in the links to download it. The PDF's letters are Western European only.",
      ),
      href: fixedValue({
        label: "Its address on the site",
        description: "Set when the site is built.",
        rule: downloadSchema.shape.href,
        refusal: "Where the PDF is published is set by the site's developer.",
      }),
      summary: plainText(
        "What it is",
        "After the title in the download link, e.g. “PDF, 60+ pages”.",
      ),
      requestedBy: texts(
        "Buttons that ask for it",
        "Button text",
        plainText,
        "The text of each contact button that offers this PDF, letter for letter as on its page; a button asks for one PDF only.",
      ),
    },
    { label },
  );

export const downloadsEditor = dataFile("Free downloads", "src/content/downloads", {
  keptDownloadLead: plainText(
    "Before a requested PDF's link",
    "Once a visitor has asked for a PDF, its link stays beside the page's buttons for the visit, after these words.",
  ),
  downloads: fields.object(
    {
      completeGuide: download("The complete guide"),
      readinessAssessment: download("The readiness assessment"),
      implementationChecklist: download("The implementation checklist"),
    },
    { label: "The PDFs" },
  ),
});
