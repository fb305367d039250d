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
  hero,
  process,
  technologies,
  whatWeBuild,
  whenCustomFits,
} from "~/content/pages/custom-development";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("/custom-development");

export const meta = () =>
  pageMeta(page, [
    serviceJsonLd({
      serviceName: hero.title,
      description: page.description,
      price: hero.priceLabel,
    }),
  ]);

export default function CustomDevelopment() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whenCustomFits} tone="muted" />
      <CardGrid {...whatWeBuild} tone="white" />
      <Steps {...process} tone="muted" />
      <TagList {...technologies} tone="white" />
      <BenefitList {...benefits} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
