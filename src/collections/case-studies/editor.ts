/**
 * The case studies in the content editor: src/content/case-studies/*.json, as ./schema.ts declares.
 * Editor-only: it never imports the reader (index.ts), which reads the files with node:fs.
 */
import { collection } from "@keystatic/core";
import { editorFields } from "~/editor/model";
import { caseStudyFields } from "./schema";

export const caseStudiesEditor = collection({
  label: "Case studies",
  path: "src/content/case-studies/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title", "industry"],
  schema: editorFields(caseStudyFields),
});
