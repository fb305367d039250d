import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/process-automation";
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
  return <Hero {...hero} />;
}
