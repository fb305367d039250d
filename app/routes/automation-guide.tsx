import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/automation-guide";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/automation-guide"));

export default function AutomationGuide() {
  return <Hero {...hero} />;
}
