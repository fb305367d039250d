import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/pricing"));

export default function Pricing() {
  return <Hero {...hero} />;
}
