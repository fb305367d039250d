import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/data-management";
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
  return <Hero {...hero} />;
}
