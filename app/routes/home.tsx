import { CallToAction } from "~/components/sections/CallToAction";
import { CardGrid } from "~/components/sections/CardGrid";
import { Faq } from "~/components/sections/Faq";
import { Hero } from "~/components/sections/Hero";
import { LinkCards } from "~/components/sections/LinkCards";
import { Stats } from "~/components/sections/Stats";
import { Steps } from "~/components/sections/Steps";
import { getPage } from "~/content/pages";
import { benefits, callToAction, faq, hero, process, services, stats } from "~/content/pages/home";
import { faqJsonLd, pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/"), [faqJsonLd(faq.items)]);

export default function Home() {
  return (
    <>
      <Hero {...hero} />
      <Steps {...process} />
      <CardGrid {...benefits} columns={4} tone="muted" />
      <Stats {...stats} />
      <LinkCards {...services} tone="muted" />
      <Faq {...faq} />
      <CallToAction {...callToAction} />
    </>
  );
}
