import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { Stats } from "~/components/sections/Stats";
import { Steps } from "~/components/sections/Steps";
import { TagList } from "~/components/sections/TagList";
import { getPage } from "~/content/pages";
import {
  analysisAreas,
  auditSteps,
  auditValue,
  benefits,
  businessAreas,
  callToAction,
  deliverables,
  hero,
} from "~/content/pages/process-audit";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/process-audit"));

export default function ProcessAudit() {
  return (
    <>
      <Hero {...hero} />
      <CardGrid {...analysisAreas} tone="white" />
      <Steps {...auditSteps} tone="muted" />
      <TagList {...businessAreas} tone="white" />
      <BenefitList {...deliverables} tone="muted" />
      <Stats {...auditValue} tone="white" />
      <BenefitList {...benefits} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
