import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Hero } from "~/components/sections/Hero";
import { Prose } from "~/components/sections/Prose";
import { Results } from "~/components/sections/Results";
import { Steps } from "~/components/sections/Steps";
import { TagList } from "~/components/sections/TagList";
import { getPage } from "~/content/pages";
import {
  benefits,
  callToAction,
  features,
  hero,
  industrySolutions,
  integrations,
  process,
  whyItMatters,
} from "~/content/pages/inventory-management";
import { pageMeta, serviceJsonLd } from "~/lib/seo";

const page = getPage("/inventory-management");

export const meta = () =>
  pageMeta(page, [
    serviceJsonLd({
      serviceName: hero.title,
      description: page.description,
      price: hero.priceLabel,
    }),
  ]);

export default function InventoryManagement() {
  return (
    <>
      <Hero {...hero} />
      <Prose {...whyItMatters} tone="white" />
      <CardGrid {...features} tone="muted" />
      <CardGrid {...industrySolutions} columns={4} tone="white" />
      <Results {...benefits} tone="muted" />
      <TagList {...integrations} tone="white" />
      <Steps {...process} tone="muted" />
      <CallToAction {...callToAction} />
    </>
  );
}
