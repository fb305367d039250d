/**
 * The service-industry case study: its record (src/content/case-studies/service-industry.json, edited in the
 * content editor) with this page's assessment button.
 */
import { caseStudyPage } from "~/content/case-studies";
import type { Action } from "~/content/types";

const assessment = {
  kind: "contact",
  label: "Get Your Service Assessment",
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
} = caseStudyPage("service-industry", assessment);
