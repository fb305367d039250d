/**
 * The case studies in the content editor: src/content/case-studies/*.json, as
 * src/collections/case-studies/schema.ts declares. It never imports the reader
 * (src/collections/case-studies/index.ts), which reads the files with node:fs.
 */
import { collection } from "@keystatic/core";
import { caseStudyFields } from "~/collections/case-studies/schema";
import { editorFields } from "./model";

export const caseStudiesEditor = collection({
  label: "Case studies",
  path: "src/content/case-studies/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title", "industry"],
  schema: editorFields(caseStudyFields),
});
