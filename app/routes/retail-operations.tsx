import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/retail-operations";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/retail-operations"));

export default function RetailOperations() {
  return <Hero {...hero} />;
}
