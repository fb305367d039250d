import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/webinars-events";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/webinars-events"));

export default function WebinarsEvents() {
  return <Hero {...hero} />;
}
