import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Faq } from "~/components/sections/Faq";
import { Hero } from "~/components/sections/Hero";
import { Phases } from "~/components/sections/Phases";
import { getPage } from "~/content/pages";
import {
  callToAction,
  faq,
  hero,
  onTrack,
  phases,
  roadmapContents,
} from "~/content/pages/implementation-roadmap";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/implementation-roadmap"));

export default function ImplementationRoadmap() {
  return (
    <>
      <Hero {...hero} />
      <Phases {...phases} tone="white" />
      <CardGrid {...roadmapContents} tone="muted" />
      <BenefitList {...onTrack} tone="white" />
      <Faq {...faq} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
