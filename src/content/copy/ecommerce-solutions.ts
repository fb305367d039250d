/**
 * The ecommerce-solutions case study's button: the record (src/content/case-studies/ecommerce-solutions.json,
 * edited in the content editor) is composed into the page in src/content/case-study-results.ts.
 */
import type { Action } from "~/content/types";

export const assessment = {
  kind: "contact",
  label: "Get Your E-commerce Assessment",
  source: "case-study",
} satisfies Action;
