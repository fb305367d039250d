import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { LinkCards } from "~/components/sections/LinkCards";
import { Prose } from "~/components/sections/Prose";
import { Steps } from "~/components/sections/Steps";
import { getPage } from "~/content/pages";
import {
  callToAction,
  coverage,
  deliverables,
  hero,
  method,
  related,
  workedExample,
} from "~/content/pages/roi-analysis";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/roi-analysis"));

export default function RoiAnalysis() {
  return (
    <>
      <Hero {...hero} />
      <CardGrid {...coverage} tone="white" />
      <Prose {...workedExample} tone="muted" />
      <Steps {...method} tone="white" />
      <BenefitList {...deliverables} tone="muted" />
      <LinkCards {...related} tone="white" />
      <CallToAction {...callToAction} />
    </>
  );
}
