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

/**
 * Icons are named in content and drawn by <Icon name=...> (app/components/ui/Icon.tsx),
 * so content stays plain data and only the icons in use are bundled.
 */
export type IconName =
  | "activity"
  | "bar-chart"
  | "bell"
  | "bot"
  | "boxes"
  | "brain"
  | "briefcase"
  | "building"
  | "calculator"
  | "calendar"
  | "car"
  | "check-circle"
  | "clipboard-check"
  | "clipboard-list"
  | "clock"
  | "cloud"
  | "code"
  | "cog"
  | "compass"
  | "database"
  | "dollar"
  | "factory"
  | "file-text"
  | "filter"
  | "git-merge"
  | "gauge"
  | "graduation-cap"
  | "handshake"
  | "heart-pulse"
  | "layers"
  | "line-chart"
  | "link"
  | "lock"
  | "mail"
  | "map"
  | "message"
  | "package"
  | "pie-chart"
  | "plug"
  | "receipt"
  | "refresh"
  | "rocket"
  | "route"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "shopping-bag"
  | "shopping-cart"
  | "smartphone"
  | "sparkles"
  | "store"
  | "target"
  | "trending-down"
  | "trending-up"
  | "truck"
  | "users"
  | "wrench"
  | "workflow"
  | "zap";

/** The heading block every section starts with. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface Card {
  title: string;
  description: string;
  icon: IconName;
}

export interface Step {
  title: string;
  description: string;
  /** An icon name; without it the step shows its number. */
  icon?: IconName;
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
