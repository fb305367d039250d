import { Hero } from "~/components/sections/Hero";
import { getPage } from "~/content/pages";
import { hero } from "~/content/pages/home";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(getPage("/"));

export default function Home() {
  return <Hero {...hero} />;
}
