import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/service-industry";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/service-industry"));

export default function ServiceIndustry() {
  return <Hero {...hero} />;
}
