import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/automation-review";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/automation-review"));

export default function AutomationReview() {
  return <Hero {...hero} />;
}
