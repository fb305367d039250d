/**
 * Page copy, read from disk and checked (decision 024): src/content/page-copy/<page>.json, or a
 * legal page's Markdown. A bad value, or a reference that names nothing (a testimonial, a case
 * study's result), stops the build with the file and the field named. The free guide's page is
 * read with the guide's writing (../guide/index.ts).
 */

import type { z } from "astro/zod";
import { blogCategories } from "~/collections/blog/categories";
import { caseStudyResult } from "~/collections/case-studies/results";
import { downloads } from "~/collections/downloads";
import { findPage, getPage } from "~/collections/page-list";
import { getTestimonial } from "~/collections/testimonials";
import type { Assessment } from "~/components/sections/AssessmentComparison";
import type { CallToActionContent, CallToActionPerson } from "~/components/sections/CallToAction";
import type { CardGridContent } from "~/components/sections/CardGrid";
import type { CaseStudyResultsContent } from "~/components/sections/CaseStudyResults";
import type { FaqContent } from "~/components/sections/Faq";
import type { HeroContent } from "~/components/sections/Hero";
import type { LegalBlock, LegalDocumentContent } from "~/components/sections/LegalDocument";
import type { LinkCardsContent } from "~/components/sections/LinkCards";
import type { PricingPackage } from "~/components/sections/Packages";
import type {
  AssessmentPageContent,
  ServicePageContent,
} from "~/components/sections/page-sections";
import type { StatsContent } from "~/components/sections/Stats";
import type { StepsContent } from "~/components/sections/Steps";
import type { TestimonialsContent } from "~/components/sections/Testimonials";
import { recordRule } from "../model/rules";
import { contentRoot, readData, readMarkdown } from "../records";
import { checkData } from "../schema-rules";
import { assessmentPageFields, assessmentsFields } from "./assessment";
import { checkRequestedButtons } from "./contact-buttons";
import { homePageFields } from "./home";
import { legalFrontmatterFields } from "./legal";
import { type LegalSourceBlock, parseLegalBody } from "./legal-markdown";
import {
  aboutUsPageFields,
  bestPracticesPageFields,
  blogPageFields,
  contactReceivedPageFields,
  notFoundPageFields,
  pricingPageFields,
  roiCalculatorSchema,
  webinarsEventsPageFields,
} from "./own";
import { serviceOfferFields, servicePageFields } from "./service";

/** The kinds of page drawn by one route for the family (src/pages/[page].astro), from a data file each. */
export const familyKinds: readonly string[] = ["service", "assessment", "legal"];

/** The file of the copy at `path`: src/content/page-copy/<page>.json, or .md for a legal page. */
export const pageFile = (path: string) =>
  `src/content/page-copy/${path.slice(1) || "home"}.${findPage(path)?.kind === "legal" ? "md" : "json"}`;

/** `resolve(id)`, or an error naming the file and the field that hold the id. */
function reference<T>(file: string, field: string, id: string, resolve: (id: string) => T): T {
  try {
    return resolve(id);
  } catch (error) {
    throw new Error(`${file}: ${field}: ${(error as Error).message}`);
  }
}

/** What every service page shares: the price's heading and terms, the quote's link. */
export const serviceOffer = readData(
  "src/content/service-offer.json",
  recordRule(serviceOfferFields),
);

export function servicePage(path: string, root = contentRoot()): ServicePageContent {
  const file = pageFile(path);
  const { clientResults, price, ...page } = readData(file, recordRule(servicePageFields), root);
  const { testimonial, results, ...quoted } = clientResults;
  return {
    ...page,
    clientResults: {
      ...quoted,
      ...(testimonial && {
        testimonial: reference(file, "clientResults.testimonial", testimonial, getTestimonial),
        testimonialLink: serviceOffer.testimonialLink,
      }),
      results: results.map((id, index) =>
        reference(file, `clientResults.results.${index}`, id, caseStudyResult),
      ),
    },
    price: { heading: serviceOffer.priceHeading, label: page.hero.priceLabel, note: price.note },
  };
}

export function assessmentPage(path: string, root = contentRoot()): AssessmentPageContent {
  return readData(pageFile(path), recordRule(assessmentPageFields), root);
}

/** The reader of the copy of the page at `path`, a page of its own kind, as its route draws it. */
const ownPage =
  <Schema extends z.ZodTypeAny>(path: string, schema: Schema) =>
  (root = contentRoot()): z.output<Schema> =>
    readData(pageFile(path), schema, root);

export const pricingPage = ownPage("/pricing", recordRule(pricingPageFields));

/** A package of /pricing, by name: other pages refer to its record, never retype its figures. */
export function pricingPackage(name: string): PricingPackage {
  const found = pricingPage().packages.packages.find((item) => item.name === name);
  if (!found) throw new Error(`/pricing has no package "${name}"`);
  return found;
}

const assessmentsFile = "src/content/assessments.json";
const assessmentData = readData(assessmentsFile, recordRule(assessmentsFields));

/** The heading of the comparison; the pricing page's packages, where each package is described. */
export const comparison = assessmentData.comparison;

/** The titles of the items a page lists (its deliverables, among others). */
function itemTitles({ howItWorks, sections }: AssessmentPageContent): string[] {
  const lists = [
    ...(howItWorks ? [howItWorks.deliverable.items] : []),
    ...sections.flatMap((section) => ("items" in section ? [section.items] : [])),
  ];
  return lists.flatMap((items) => items.flatMap((item) => ("title" in item ? [item.title] : [])));
}

/**
 * "Choosing an assessment", on every assessment page: who each is for, from the file; what you get,
 * items of the page's own list; the package, with its price and duration, the pricing page's.
 */
export const assessments: readonly Assessment[] = assessmentData.assessments.map((item, index) => {
  const at = `assessments.${index}`;
  const page = reference(assessmentsFile, `${at}.page`, item.page, (path) => {
    const found = findPage(path);
    if (found?.kind !== "assessment")
      throw new Error(`no assessment page ${path} in the page list`);
    return found;
  });
  const onPage = itemTitles(assessmentPage(item.page));
  item.youGet.forEach((title, place) => {
    if (!onPage.includes(title)) {
      throw new Error(
        `${assessmentsFile}: ${at}.youGet.${place}: no item "${title}" on ${item.page}`,
      );
    }
  });
  return {
    path: page.path,
    name: page.name,
    bestFor: item.bestFor,
    youGet: item.youGet,
    duration: item.duration,
    ...(item.durationNote && { durationNote: item.durationNote }),
    package: reference(assessmentsFile, `${at}.package`, item.package, pricingPackage),
  };
});

export function assessmentFor(path: string): Assessment {
  const found = assessments.find((item) => item.path === path);
  if (!found) throw new Error(`No assessment at ${path} in ${assessmentsFile}`);
  return found;
}

/**
 * A legal page: the hero from the frontmatter, the document from the body (legal-markdown.ts); the
 * analytics paragraph says whether this build turns analytics on (GA_MEASUREMENT_ID).
 */
export function legalPage(
  path: string,
  analyticsOn: boolean,
  root = contentRoot(),
): { hero: HeroContent; document: LegalDocumentContent } {
  const file = pageFile(path);
  const { frontmatter, body, bodyLine } = readMarkdown(file, root);
  const { hero } = checkData(file, recordRule(legalFrontmatterFields), frontmatter);
  const document = parseLegalBody(body, file, bodyLine);
  const block = (item: LegalSourceBlock): LegalBlock =>
    typeof item === "object" && "analyticsStatus" in item
      ? item.analyticsStatus[analyticsOn ? "on" : "off"]
      : item;
  return {
    hero,
    document: {
      ...document,
      sections: document.sections.map((section) => ({
        ...section,
        blocks: section.blocks.map(block),
      })),
    },
  };
}

/** The home page's copy, section by section, as src/pages/index.astro draws it. */
export interface HomePageContent {
  hero: HeroContent;
  process: StepsContent;
  benefits: CardGridContent;
  stats: StatsContent & Required<Pick<StatsContent, "heading">>;
  services: LinkCardsContent;
  faq: FaqContent;
  callToAction: CallToActionContent;
  closingPerson: CallToActionPerson;
  testimonials: TestimonialsContent;
  caseStudyResults: CaseStudyResultsContent;
}

const homeCopy = ownPage("/", recordRule(homePageFields));

export function homePage(root = contentRoot()): HomePageContent {
  const file = pageFile("/");
  const { services, closingPerson, testimonials, caseStudyResults, ...page } = homeCopy(root);
  const { widths, ...person } = closingPerson;
  return {
    ...page,
    services: {
      heading: services.heading,
      // A service's card: its name and address come from the page list.
      links: services.links.map(({ page: path, description }, index) => ({
        title: reference(file, `services.links.${index}.page`, path, getPage).name,
        description,
        to: path,
      })),
    },
    closingPerson: { ...person, image: { ...aboutUsPage(root).founder.member.image, widths } },
    testimonials: {
      heading: testimonials.heading,
      testimonials: testimonials.testimonials.map((id, index) =>
        reference(file, `testimonials.testimonials.${index}`, id, getTestimonial),
      ),
      ...(testimonials.more && { more: testimonials.more }),
    },
    caseStudyResults: {
      heading: caseStudyResults.heading,
      results: caseStudyResults.results.map((id, index) =>
        reference(file, `caseStudyResults.results.${index}`, id, caseStudyResult),
      ),
    },
  };
}

export const bestPracticesPage = ownPage("/best-practices", recordRule(bestPracticesPageFields));

const contactReceived = ownPage("/contact-received", recordRule(contactReceivedPageFields));

/** The confirmation page's copy, with the free PDFs it offers a visitor without JavaScript. */
export function contactReceivedPage(root = contentRoot()) {
  // It links every PDF: each must be one a page's button asks for.
  checkRequestedButtons(root);
  const { hero, freeResources } = contactReceived(root);
  return { hero, freeResources: { ...freeResources, downloads } };
}

/** The not-found page's words (src/pages/404.astro). */
export const notFoundPage = ownPage("/not-found", recordRule(notFoundPageFields));

/** Its founder's portrait is also home's and the articles' author's. */
export const aboutUsPage = ownPage("/about-us", recordRule(aboutUsPageFields));

/** The blog's copy, with the categories' counts and the founder's portrait by the author note. */
const blogCopy = ownPage("/blog", recordRule(blogPageFields));

export function blogPage(root = contentRoot()) {
  const { categories, authorNote, ...page } = blogCopy(root);
  const { widths, ...note } = authorNote;
  return {
    ...page,
    categories: { ...categories, categories: blogCategories },
    authorNote: { ...note, image: { ...aboutUsPage(root).founder.member.image, widths } },
  };
}

export const roiCalculatorPage = ownPage("/roi-calculator", roiCalculatorSchema);

export const webinarsEventsPage = ownPage("/webinars-events", recordRule(webinarsEventsPageFields));
