import { Hero } from "~/components/sections/Hero";
import { findPage, getPage } from "~/content/pages";
import { hero } from "~/content/pages/blog";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

/** Serves both /blog and /blog-insights; the page list gives each its head (canonical /blog). */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(findPage(location.pathname) ?? getPage("/blog"));

export default function Blog() {
  return <Hero {...hero} />;
}
