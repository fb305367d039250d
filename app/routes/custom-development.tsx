import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/custom-development";
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
  return <Hero {...hero} />;
}
