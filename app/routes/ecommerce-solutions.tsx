import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/ecommerce-solutions";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/ecommerce-solutions"));

export default function EcommerceSolutions() {
  return <Hero {...hero} />;
}
