import type { LucideIcon } from "lucide-react";
import type { ContactOpener, OpenerEvent } from "~/components/ui/invoker";

/**
 * The shapes the components take (spec section 3): the components own them, and the content
 * modules in src/content import them to check their copy with `satisfies`, never the other way.
 */

/** What a call-to-action does: open the contact form, open the booking page, or go to a page. */
export type Action =
  | {
      kind: "contact";
      label: string;
      source: string;
      /**
       * The dialog's heading and the button's accessible name, when the visible label alone does
       * not say which item it is for (e.g. "Register Now" on each event). Starts with the label.
       */
      heading?: string;
      /** What the visitor asks for (src/content/contact-intents.json); without it, a consultation. */
      intent?: ContactOpener["intent"];
      /** The event the request is for (an event's buttons), posted and named on success. */
      event?: OpenerEvent;
      /** The pricing package the request is about (a package's button), posted with it. */
      package?: string;
    }
  | { kind: "booking"; label: string; source: string }
  | {
      kind: "link";
      label: string;
      to: string;
      /**
       * On /webinars-events: shown only while some event is upcoming (true) or while none is
       * (false), by the build's date and again by the visitor's (place-by-date.ts).
       */
      upcoming?: boolean;
    };

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
  /** A case study's result: how other pages name it ("stockouts"). */
  id?: string;
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

/** Pricing package (spec section 3); `price` is display text ("$4,500", "Custom Quote"). */
export interface PricingPackage {
  name: string;
  price: string;
  duration: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Label of the package's button, which opens the contact form headed with it. */
  cta: string;
}
export interface PackagesContent {
  heading: SectionHeading;
  packages: readonly PricingPackage[];
  /** Source tag every package button sends with the lead. */
  source: string;
}

/** Pricing add-on (spec section 3). */
export interface AddOn {
  name: string;
  price: string;
  description: string;
}
export interface AddOnsContent {
  heading: SectionHeading;
  addOns: readonly AddOn[];
}

/** A source image of the repository and how to render it (src/lib/images.ts makes the files). */
export interface ImageSource {
  /** Path from the project root, e.g. "src/assets/images/founder-portrait.svg". */
  source: string;
  alt: string;
  /** Pixel widths to generate (cover 1x to 3x of the layout width). */
  widths: readonly number[];
}

/** Team member (spec section 3). */
export interface TeamMember {
  name: string;
  title: string;
  /** Paragraphs. */
  bio: readonly string[];
  expertise: readonly string[];
  image: ImageSource;
}
export interface FounderContent {
  heading: SectionHeading;
  member: TeamMember;
  /** Years of experience, e.g. { value: "8+", label: "years of experience" }. */
  experience: Stat;
  /** A link to the work the founder leads. */
  link: { label: string; to: string };
}

/** Milestone (spec section 3). */
export interface Milestone {
  year: number;
  title: string;
  description: string;
}
export interface TimelineContent {
  heading: SectionHeading;
  milestones: readonly Milestone[];
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

/** Inline text of a legal document: plain text, a link (mailto:, tel:, a page path or an external
 * URL) or a placeholder the owner must still fill in (shown highlighted, e.g. "[STATE]"). */
export type LegalInline = string | { text: string; href: string } | { placeholder: string };
/** A paragraph, list item or description: plain text or a run of inline pieces. */
export type LegalText = string | readonly LegalInline[];
/** One block of a legal section: a paragraph, an `h3` subheading, a bulleted list, or a list of
 * terms with their descriptions. */
export type LegalBlock =
  | LegalText
  | { subheading: string }
  | { list: readonly LegalText[] }
  | { terms: readonly { term: string; description: LegalText }[] };
/** A numbered section of a legal document; `id` is its in-page anchor. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}
export interface LegalDocumentContent {
  /** An optional plain-language summary shown before the first section. */
  summary?: { title: string; points: readonly LegalText[] };
  sections: readonly LegalSection[];
}

/** A topic of a guide section: a short title and a one- or two-sentence summary. */
export interface Topic {
  title: string;
  summary: string;
}

/** A numbered group of topics (a guide section). */
export interface TopicGroup {
  title: string;
  description: string;
  icon: IconComponent;
  topics: readonly Topic[];
}
export interface TopicGroupsContent {
  heading: SectionHeading;
  groups: readonly TopicGroup[];
}

/** A card with its own call to action (a tool to request, a page to open). */
export interface ResourceCard {
  title: string;
  description: string;
  icon: IconComponent;
  action: Action;
}
export interface ResourceCardsContent {
  heading: SectionHeading;
  items: readonly ResourceCard[];
}

/** A common mistake and how to avoid it. */
export interface Mistake {
  title: string;
  description: string;
  solution: string;
}
export interface MistakesContent {
  heading: SectionHeading;
  items: readonly Mistake[];
}

/**
 * The copy around the event lists of /webinars-events (spec section 3: each event has a
 * 'Register Now' button); the events are src/content/events/*.json.
 */
/** An event's contact button; its heading adds the event's title. */
type EventButton = Omit<Extract<Action, { kind: "contact" }>, "kind" | "heading">;

export interface EventListsContent {
  upcoming: SectionHeading;
  past: SectionHeading;
  /** Shown in place of the upcoming list when nothing is upcoming, with the subscribe button. */
  noUpcoming: string;
  /** The upcoming list's intro when nothing is upcoming (in place of `upcoming.intro`). */
  noUpcomingIntro: string;
  subscribe: Action;
  /** An upcoming event's button: opens the contact form headed "<label>: <event title>". */
  register: EventButton;
  /** A past event's button, headed the same way. */
  recording: EventButton;
  addToCalendar: string;
}

/**
 * A client's words about a project (src/content/testimonials/): shown in the article they come
 * from, on home and on the related service page. Clients are anonymised: a role and a business
 * described by its trade and neighborhood.
 */
export interface Testimonial {
  /** Stable key, used by the MDX `<Testimonial id="..." />`. */
  id: string;
  quote: string;
  /** The speaker's role, e.g. "Operations manager". */
  role: string;
  /** The business as the article describes it, e.g. "a Capitol Hill bakery and café group". */
  business: string;
  industry: string;
  /** The project's headline result, e.g. { value: "27 days", label: "to get paid, down from 48" }. */
  metric: Stat;
  /** The service page (or case study) closest to the project. */
  related: { label: string; to: string };
}
export interface TestimonialsContent {
  heading: SectionHeading;
  testimonials: readonly Testimonial[];
  /** A link under the testimonials, e.g. to the article they come from. */
  more?: { label: string; to: string };
}

/** One result of a case-study page, read from its content module with the page's path and name. */
export interface CaseStudyResult {
  /** The case study's path, e.g. "/retail-operations". */
  to: string;
  /** Its title, e.g. "Retail Operations Automation". */
  title: string;
  /** Its industry, e.g. "Retail". */
  industry: string;
  /** Its profile, e.g. ["15 stores", "$8M annual revenue", "4-month project"]. */
  profile: readonly string[];
  result: Result;
}
export interface CaseStudyResultsContent {
  heading: SectionHeading;
  results: readonly CaseStudyResult[];
  /** A client's quote shown beside the results (service pages). */
  testimonial?: Testimonial;
  /** The quote's link (default its `related` page), e.g. to the article it comes from. */
  testimonialLink?: { label: string; to: string };
}

/** The person shown on a closing call to action: portrait, name and a line about them. */
export interface CallToActionPerson {
  name: string;
  role: string;
  /** One short line, e.g. who runs the discovery calls. */
  note: string;
  image: ImageSource;
}

/** A service's price section: the label its hero shows, and what sets the price. */
export interface PriceContent {
  heading: SectionHeading;
  label: string;
  note: string;
}

/** A free resource the site gives away as a PDF, and the contact buttons that ask for it. */
export interface Download {
  title: string;
  /** Where the build writes the PDF. */
  href: `/guides/${string}.pdf`;
  /** What the file is, after its title: "PDF, 60+ pages". */
  summary: string;
  /** The labels of the contact buttons that ask for it, letter for letter. */
  requestedBy: readonly string[];
}

/** One assessment in the comparison shown on every assessment page. */
export interface Assessment {
  path: AssessmentPath;
  /** The page's short name (menu and breadcrumb). */
  name: string;
  bestFor: string;
  /** Titles of items in the page's own list of deliverables. */
  youGet: readonly string[];
  duration: string;
  /** What the duration spans, when that is not the assessment itself. */
  durationNote?: string;
  /** The /pricing package that covers it. */
  package: PricingPackage;
}

/** An assessment page's path (kind "assessment" in the page list, src/content/page-list.json). */
export type AssessmentPath = string;

/** A menu of the header and the footer: its key, its name and its pages in order. */
export interface MenuLinks {
  key: string;
  name: string;
  pages: readonly { path: string; name: string }[];
}

/** What the header and the footer show: the company's facts (src/content/site.json), the menus. */
export interface ShellProps {
  site: {
    name: string;
    tagline: string;
    phone: string;
    phoneHref: string;
    email: string;
    bookingUrl: string;
    address: { locality: string; region: string };
    social: readonly { name: string; href: string }[];
    externalResources: readonly { name: string; href: string }[];
    copyrightYear: number;
  };
  menus: readonly MenuLinks[];
}
