import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/dealership-automation";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/dealership-automation"));

export default function DealershipAutomation() {
  return <Hero {...hero} />;
}
