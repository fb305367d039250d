import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/implementation-roadmap";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/implementation-roadmap"));

export default function ImplementationRoadmap() {
  return <Hero {...hero} />;
}
