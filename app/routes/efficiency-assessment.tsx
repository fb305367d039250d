import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Faq } from "~/components/sections/Faq";
import { Hero } from "~/components/sections/Hero";
import { Prose } from "~/components/sections/Prose";
import { Steps } from "~/components/sections/Steps";
import { getPage } from "~/content/pages";
import {
  callToAction,
  faq,
  hero,
  howItWorks,
  whatWeAssess,
  whatYouReceive,
  whyItMatters,
} from "~/content/pages/efficiency-assessment";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/efficiency-assessment"));

export default function EfficiencyAssessment() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whyItMatters} tone="white" />
      <CardGrid {...whatWeAssess} tone="muted" />
      <Steps {...howItWorks} tone="white" />
      <BenefitList {...whatYouReceive} tone="muted" />
      <Faq {...faq} tone="white" />
      <CallToAction {...callToAction} />
    </>
  );
}
