import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/manufacturing-automation";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/manufacturing-automation"));

export default function ManufacturingAutomation() {
  return <Hero {...hero} />;
}
