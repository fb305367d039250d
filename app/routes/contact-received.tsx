import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/contact-received";
import { pageMeta } from "~/lib/seo";

/** Where a contact form posted without JavaScript lands (the server answers 303 here). */
export const meta = () => pageMeta(getPage("/contact-received"));

export default function ContactReceived() {
  return <Hero {...hero} />;
}
