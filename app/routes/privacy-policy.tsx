import { Hero } from "~/components/sections/Hero";
import { TodayDate } from "~/components/ui/TodayDate";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/privacy-policy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/privacy-policy"));

export default function PrivacyPolicy() {
  return (
    <>
      <Hero {...hero} />
      <p className="mx-auto max-w-4xl px-4 py-8 text-sm text-muted sm:px-6">
        Last Updated: <TodayDate />
      </p>
    </>
  );
}
