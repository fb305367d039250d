import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/inventory-management";
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
  return <Hero {...hero} />;
}
