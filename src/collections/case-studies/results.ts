import type { CaseStudyResult } from "~/components/sections/CaseStudyResults";
import { caseStudyPage } from ".";

/**
 * The six case-study pages' content by path: their pages read it here, home quotes each one's
 * headline result and each service page the results of its projects (never retyped).
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

/**
 * A result by its id, `<case study>/<result>` ("retail-operations/stockouts"), with its case
 * study's title, industry and profile; an unknown one throws, the copy's reader names the field.
 */
export function caseStudyResult(id: string): CaseStudyResult {
  const [slug = "", resultId] = id.split("/");
  const to = `/${slug}`;
  if (!Object.hasOwn(caseStudies, to)) throw new Error(`no case study ${to} (result "${id}")`);
  const { hero, results } = caseStudies[to as CaseStudyPath];
  const result = results.results.find((item) => item.id === resultId);
  if (!result) throw new Error(`no result "${resultId}" in src/content/case-studies/${slug}.json`);
  return {
    to,
    title: hero.title,
    industry: hero.eyebrow.replace(/^Case Study:\s*/, ""),
    profile: (hero.stats ?? []).map(profileItem),
    result: { metric: result.metric, description: result.description },
  };
}
