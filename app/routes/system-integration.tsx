import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { Prose } from "~/components/sections/Prose";
import { Steps } from "~/components/sections/Steps";
import { TagList } from "~/components/sections/TagList";
import { getPage } from "~/content/pages";
import {
  benefits,
  callToAction,
  commonIntegrations,
  hero,
  integrationTypes,
  process,
  whyIntegrate,
} from "~/content/pages/system-integration";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("/system-integration");

export const meta = () =>
  pageMeta(page, [
    serviceJsonLd({
      serviceName: hero.title,
      description: page.description,
      price: hero.priceLabel,
    }),
  ]);

export default function SystemIntegration() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whyIntegrate} tone="muted" />
      <CardGrid {...integrationTypes} tone="white" />
      <TagList {...commonIntegrations} tone="muted" />
      <BenefitList {...benefits} tone="white" />
      <Steps {...process} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
