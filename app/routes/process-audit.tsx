import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/process-audit";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/process-audit"));

export default function ProcessAudit() {
  return <Hero {...hero} />;
}
