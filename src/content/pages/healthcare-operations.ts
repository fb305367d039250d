/**
 * The healthcare-operations case study: its record (src/content/case-studies/healthcare-operations.json, edited in the
 * content editor) with this page's assessment button.
 */
import { caseStudyPage } from "~/content/case-studies";
import type { Action } from "~/content/types";

const assessment = {
  kind: "contact",
  label: "Get Your Healthcare Assessment",
  source: "case-study",
} satisfies Action;

export const {
  hero,
  situation,
  challenges,
  solution,
  timeline,
  results,
  workflow,
  tool,
  related,
  callToAction,
  quote,
  photo,
} = caseStudyPage("healthcare-operations", assessment);
