import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { Steps } from "~/components/sections/Steps";
import { getPage } from "~/content/pages";
import {
  callToAction,
  hero,
  reviewProcess,
  scoring,
  verdicts,
  whatWeReview,
  whatYouReceive,
} from "~/content/pages/automation-review";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/automation-review"));

export default function AutomationReview() {
  return (
    <>
      <Hero {...hero} />
      <CardGrid {...whatWeReview} tone="white" />
      <CardGrid {...scoring} tone="muted" />
      <CardGrid {...verdicts} tone="white" />
      <Steps {...reviewProcess} tone="muted" />
      <BenefitList {...whatYouReceive} tone="white" />
      <CallToAction {...callToAction} />
    </>
  );
}
