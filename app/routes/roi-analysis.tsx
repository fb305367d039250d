import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/roi-analysis";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/roi-analysis"));

export default function RoiAnalysis() {
  return <Hero {...hero} />;
}
