import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/efficiency-assessment";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/efficiency-assessment"));

export default function EfficiencyAssessment() {
  return <Hero {...hero} />;
}
