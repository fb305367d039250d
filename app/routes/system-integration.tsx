import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/system-integration";
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
  return <Hero {...hero} />;
}
