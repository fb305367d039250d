/**
 * The service-industry case study's button: the record (src/content/case-studies/service-industry.json,
 * edited in the content editor) is composed into the page in src/content/case-study-results.ts.
 */
import type { Action } from "~/content/types";

export const assessment = {
  kind: "contact",
  label: "Get Your Service Assessment",
  source: "case-study",
} satisfies Action;
