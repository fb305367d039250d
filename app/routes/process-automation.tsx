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
  challenges,
  hero,
  industrySolutions,
  process,
  related,
  roiBenefits,
  whatWeAutomate,
  whyItMatters,
} from "~/content/pages/process-automation";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("/process-automation");

export const meta = () =>
  pageMeta(page, [
    serviceJsonLd({
      serviceName: hero.title,
      description: page.description,
      price: hero.priceLabel,
    }),
  ]);

export default function ProcessAutomation() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whyItMatters} tone="muted" />
      <CardGrid {...whatWeAutomate} tone="white" />
      <BenefitList {...challenges} tone="muted" />
      <CardGrid {...industrySolutions} tone="white" />
      <Steps {...process} tone="muted" />
      <BenefitList {...roiBenefits} tone="white" />
      <LinkCards {...related} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
