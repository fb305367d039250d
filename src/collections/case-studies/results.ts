import type { CaseStudyResult } from "~/components/types";
import { caseStudyPage } from ".";

/**
 * The six case-study pages' content by path, from their records (src/content/case-studies/<slug>.json).
 * Their pages (CaseStudyPage.astro) read them here, home shows each one's headline result, and each
 * service page the results of the projects it was part of (never retyped).
 */
export const caseStudies = {
  "/manufacturing-automation": caseStudyPage("manufacturing-automation"),
  "/retail-operations": caseStudyPage("retail-operations"),
  "/service-industry": caseStudyPage("service-industry"),
  "/ecommerce-solutions": caseStudyPage("ecommerce-solutions"),
  "/healthcare-operations": caseStudyPage("healthcare-operations"),
  "/dealership-automation": caseStudyPage("dealership-automation"),
};

export type CaseStudyPath = keyof typeof caseStudies;

/** A hero stat as a phrase: "15 stores", "$8M annual revenue", "4-month project". */
const profileItem = ({ value, label }: { value: string; label: string }) =>
  label === "Project timeline"
    ? `${value.replace(/ months?$/, "-month")} project`
    : `${value} ${label.toLowerCase()}`;

/** Result `index` (0-3, in the order of the case-study page) of the case study at `to`. */
export function caseStudyResult(to: CaseStudyPath, index: number): CaseStudyResult {
  const { hero, results } = caseStudies[to];
  const result = results.results[index];
  if (!result) throw new Error(`${to} has no result ${index}`);
  return {
    to,
    title: hero.title,
    industry: hero.eyebrow.replace(/^Case Study:\s*/, ""),
    profile: (hero.stats ?? []).map(profileItem),
    result,
  };
}

/** Each case study's headline result, in the order of the case-study menu. */
export const headlineResults = [
  caseStudyResult("/manufacturing-automation", 0),
  caseStudyResult("/retail-operations", 0),
  caseStudyResult("/service-industry", 1),
  caseStudyResult("/ecommerce-solutions", 0),
  caseStudyResult("/healthcare-operations", 0),
  caseStudyResult("/dealership-automation", 0),
] as const;
