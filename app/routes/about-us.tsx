import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/about-us";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/about-us"));

export default function AboutUs() {
  return <Hero {...hero} />;
}
