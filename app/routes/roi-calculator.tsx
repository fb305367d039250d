import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/roi-calculator";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/roi-calculator"));

export default function RoiCalculator() {
  return <Hero {...hero} />;
}
