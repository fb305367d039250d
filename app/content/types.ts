import type { LucideIcon } from "lucide-react";

/** Shapes of the static content (spec section 3). */

/** What a call-to-action does: open the contact form, open the booking page, or go to a page. */
export type Action =
  | { kind: "contact"; label: string; source: string }
  | { kind: "booking"; label: string; source: string }
  | { kind: "link"; label: string; to: string };

export interface Stat {
  value: string;
  label: string;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Action[];
  /** Price label shown under the lead (service and case-study pages). */
  priceLabel?: string;
  stats?: readonly Stat[];
}

/** Content names its icons by importing them from lucide-react: each page bundles only its own. */
export type IconComponent = LucideIcon;

/** The heading block every section starts with. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface Card {
  title: string;
  description: string;
  icon: IconComponent;
}

export interface Step {
  title: string;
  description: string;
  /** An icon name; without it the step shows its number. */
  icon?: IconComponent;
}

export interface Phase {
  title: string;
  duration: string;
  description: string;
  tasks: readonly string[];
}

export interface Result {
  metric: string;
  description: string;
}

export interface Benefit {
  title: string;
  description: string;
}

export interface TagGroup {
  name: string;
  tags: readonly string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface CallToActionContent {
  title: string;
  description: string;
  actions: readonly Action[];
}

/** A card that links to another page of the site. */
export interface LinkCard {
  title: string;
  description: string;
  to: string;
}

/** Section tone: alternate white and muted backgrounds down a page. */
export type Tone = "white" | "muted";

/** What each section component takes from a content module (layout props such as tone stay in the route). */
export interface ProseContent {
  heading: SectionHeading;
  paragraphs: readonly string[];
}
export interface CardGridContent {
  heading: SectionHeading;
  items: readonly Card[];
}
export interface StepsContent {
  heading: SectionHeading;
  steps: readonly Step[];
}
export interface PhasesContent {
  heading: SectionHeading;
  phases: readonly Phase[];
}
export interface ResultsContent {
  heading: SectionHeading;
  results: readonly Result[];
}
export interface StatsContent {
  heading?: SectionHeading;
  stats: readonly Stat[];
}
export interface BenefitListContent {
  heading: SectionHeading;
  items: readonly Benefit[];
}
export interface TagListContent {
  heading: SectionHeading;
  groups: readonly TagGroup[];
}
export interface FaqContent {
  heading: SectionHeading;
  items: readonly FaqItem[];
}
export interface LinkCardsContent {
  heading: SectionHeading;
  links: readonly LinkCard[];
}
