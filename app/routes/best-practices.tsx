import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/best-practices";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/best-practices"));

export default function BestPractices() {
  return <Hero {...hero} />;
}
