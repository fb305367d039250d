import { Hero } from "~/components/sections/Hero";
import { TodayDate } from "~/components/ui/TodayDate";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/terms-of-service";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/terms-of-service"));

export default function TermsOfService() {
  return (
    <>
      <Hero {...hero} />
      <p className="mx-auto max-w-4xl px-4 py-8 text-sm text-muted sm:px-6">
        Last Updated: <TodayDate />
      </p>
    </>
  );
}
