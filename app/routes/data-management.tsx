import { BenefitList } from "~/components/sections/BenefitList";
import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { Prose } from "~/components/sections/Prose";
import { Steps } from "~/components/sections/Steps";
import { TagList } from "~/components/sections/TagList";
import { getPage } from "~/content/pages";
import {
  callToAction,
  hero,
  process,
  security,
  services,
  solutions,
  techStack,
  whyItMatters,
} from "~/content/pages/data-management";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("/data-management");

export const meta = () =>
  pageMeta(page, [
    serviceJsonLd({
      serviceName: hero.title,
      description: page.description,
      price: hero.priceLabel,
    }),
  ]);

export default function DataManagement() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whyItMatters} tone="white" />
      <CardGrid {...services} tone="muted" />
      <CardGrid {...solutions} columns={2} tone="white" />
      <BenefitList {...security} tone="muted" />
      <TagList {...techStack} tone="white" />
      <Steps {...process} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
