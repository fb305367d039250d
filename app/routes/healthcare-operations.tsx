import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/healthcare-operations";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/healthcare-operations"));

export default function HealthcareOperations() {
  return <Hero {...hero} />;
}
