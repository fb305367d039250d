import { site } from "~/collections/facts";
import { canonicalPath, findPage, type Page } from "~/collections/page-list";
import { absoluteUrl } from "~/lib/origin";
import { ogImagePath } from "./og-image";

export type JsonLd = Record<string, unknown>;

/** One tag of a page's head, rendered by src/layouts/PageLayout.astro. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

export const documentTitle = (page: Page) =>
  page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;

export function localBusinessJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#business`,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(site.icon),
    logo: absoluteUrl(site.icon),
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    serviceType: "Business Process Automation",
    areaServed: site.areaServed,
    sameAs: site.social.map((link) => link.href),
    makesOffer: {
      "@type": "Offer",
      name: "Business process automation and AI integration",
      url: absoluteUrl("/pricing"),
    },
  };
}

/** Breadcrumb segments of a path: friendly names for known pages, title case for the rest. */
export interface Crumb {
  name: string;
  path: string;
}

export const titleCase = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    trail.push({ name: findPage(path)?.name ?? titleCase(segment), path });
  });
  return trail;
}

export function breadcrumbJsonLd(pathname: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs(pathname).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ServiceFacts {
  serviceName: string;
  description: string;
  price?: string;
  areaServed?: string;
}

export function serviceJsonLd({
  serviceName,
  description,
  price = "Custom pricing",
  areaServed = site.areaServed,
}: ServiceFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: serviceName,
    serviceType: serviceName,
    description,
    provider: { "@id": `${absoluteUrl("/")}#business` },
    areaServed,
    offers: { "@type": "Offer", price, url: absoluteUrl("/pricing") },
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  author: string;
  datePublished: string;
  dateModified?: string;
  image?: string;
  wordCount: number;
  keywords: readonly string[];
  path: string;
}

export function articleJsonLd({
  headline,
  description,
  author,
  datePublished,
  dateModified = datePublished,
  image = site.icon,
  wordCount,
  keywords,
  path,
}: ArticleFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    description,
    author: { "@type": "Person", name: author },
    publisher: { "@type": "Organization", name: site.name, logo: absoluteUrl(site.icon) },
    datePublished,
    dateModified,
    image: absoluteUrl(image),
    wordCount,
    articleSection: "Business Automation",
    keywords: keywords.join(", "),
    mainEntityOfPage: absoluteUrl(path),
  };
}

/** The questions a page answers (the Questions section's items), as search engines read them. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The whole head of a page: title, description, keywords, canonical, Open Graph, Twitter card
 * and JSON-LD (the local business on every page, breadcrumbs on every page but home, plus extras).
 */
export function pageMeta(page: Page, extraJsonLd: readonly JsonLd[] = []): HeadTag[] {
  const title = documentTitle(page);
  const canonical = absoluteUrl(canonicalPath(page));
  const image = absoluteUrl(page.ogImage ?? ogImagePath(page));
  const ogType = page.kind === "article" ? "article" : "website";
  const jsonLd = [
    localBusinessJsonLd(),
    ...(page.path === "/" ? [] : [breadcrumbJsonLd(page.path)]),
    ...extraJsonLd,
  ];
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords.join(", ") },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The message of the error screen that unknown paths show (spec section 2). */
export const notFoundMessage = "404 Not Found";
