import type { ComponentProps, ReactNode } from "react";
import { BenefitList } from "~/components/sections/BenefitList";
import { CardGrid } from "~/components/sections/CardGrid";
import { Faq } from "~/components/sections/Faq";
import { LinkCards } from "~/components/sections/LinkCards";
import { Phases } from "~/components/sections/Phases";
import { Prose } from "~/components/sections/Prose";
import { Results } from "~/components/sections/Results";
import { Stats } from "~/components/sections/Stats";
import { TagList } from "~/components/sections/TagList";
import type { BenefitListContent } from "./BenefitList";
import type { CallToActionContent } from "./CallToAction";
import type { CardGridContent } from "./CardGrid";
import type { CaseStudyResultsContent } from "./CaseStudyResults";
import type { HeroContent } from "./Hero";
import type { LinkCardsContent } from "./LinkCards";
import type { PriceContent } from "./PriceOffer";
import type { Tone } from "./Section";
import type { StepsContent } from "./Steps";

/** A section's props as a page record gives them: everything but the tone, which the template sets. */
type Fed<Kind extends string, Props> = { kind: Kind } & Omit<Props, "tone" | "id">;

/**
 * One of the sections a page of a family adds to those its template always shows, in page order
 * (the family's template draws it with `sectionComponent` below).
 */
export type PageSection =
  | Fed<"benefits", ComponentProps<typeof BenefitList>>
  | Fed<"cards", ComponentProps<typeof CardGrid>>
  | Fed<"faq", ComponentProps<typeof Faq>>
  | Fed<"links", ComponentProps<typeof LinkCards>>
  | Fed<"phases", ComponentProps<typeof Phases>>
  | Fed<"prose", ComponentProps<typeof Prose>>
  | Fed<"results", ComponentProps<typeof Results>>
  | Fed<"stats", ComponentProps<typeof Stats>>
  | Fed<"tags", ComponentProps<typeof TagList>>;

/**
 * The component that draws each kind of section. A template renders them straight from its own
 * markup (no wrapper component between), so React's ids in the HTML come out as they did when each
 * page listed its sections by hand.
 */
export const sectionComponents = {
  benefits: BenefitList,
  cards: CardGrid,
  faq: Faq,
  links: LinkCards,
  phases: Phases,
  prose: Prose,
  results: Results,
  stats: Stats,
  tags: TagList,
} as const satisfies {
  [Kind in PageSection["kind"]]: (
    props: Extract<PageSection, { kind: Kind }> & { tone: Tone },
  ) => ReactNode;
};

/** The component for a section, typed to take the section itself and its tone. */
export const sectionComponent = (section: PageSection) =>
  sectionComponents[section.kind] as (props: PageSection & { tone: Tone }) => ReactNode;

/** Section backgrounds alternate down a page: the tone of the section `index` places after one in `first`. */
export const alternateTone = (first: Tone, index: number): Tone =>
  index % 2 === 0 ? first : first === "white" ? "muted" : "white";

/**
 * A service page (kind "service" in the page list) as its copy module gives it to ServicePage.astro:
 * the offer read as what you get, how it works, proof and price (the overview under the hero links
 * to those four), with the sections the service adds between the proof and the price.
 */
export interface ServicePageContent {
  hero: HeroContent;
  offer: CardGridContent;
  process: StepsContent;
  clientResults: CaseStudyResultsContent;
  sections: readonly PageSection[];
  price: PriceContent;
  /** Links to related pages, after the price. */
  related?: LinkCardsContent;
  callToAction: CallToActionContent;
}

/**
 * An assessment page (kind "assessment") as its copy module gives it to AssessmentPage.astro: what
 * happens and what you receive beside the assessment's duration (all but the roadmap, whose phases
 * say it), the sections it adds, then the comparison of every assessment.
 */
export interface AssessmentPageContent {
  hero: HeroContent;
  howItWorks?: { process: StepsContent; deliverable: BenefitListContent };
  sections: readonly PageSection[];
  callToAction: CallToActionContent;
}
