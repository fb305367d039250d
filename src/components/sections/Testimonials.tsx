import { ArrowRightIcon, QuoteIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";
import type { Stat } from "./Stats";

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

/**
 * One client's words in a card: industry (`h3`), the quote, who said it, the project's headline
 * result and a link to the related service. Also used on its own beside case-study results.
 */
export function TestimonialCard({
  testimonial,
  link = testimonial.related,
  featured = false,
}: {
  testimonial: Testimonial;
  /** Where the card links to (default the related page). */
  link?: { label: string; to: string };
  /** A single quote beside other content: larger type. */
  featured?: boolean;
}) {
  const { id, quote, role, business, industry, metric } = testimonial;
  return (
    <figure data-testimonial={id} className={`${cardClass} flex h-full flex-col`}>
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{industry}</h3>
        <Icon icon={QuoteIcon} className="size-7 shrink-0 text-brand-200" />
      </div>
      <blockquote
        className={`mt-4 text-pretty text-ink ${featured ? "text-lg leading-8 sm:text-xl sm:leading-9 lg:text-2xl lg:leading-10" : "text-lg leading-8"}`}
      >
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 text-sm leading-6">
        <span className="block font-semibold text-ink">{role}</span>
        <span className="sr-only">, </span>
        <span className="block text-muted">{business}</span>
      </figcaption>
      <div className="mt-auto pt-6">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
          <span className="text-2xl font-bold tracking-tight">{metric.value}</span>
          <span className="text-sm font-medium">{metric.label}</span>
        </p>
        <a
          href={link.to}
          className="mt-4 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {link.label}
          <Icon icon={ArrowRightIcon} className="size-4" />
        </a>
      </div>
    </figure>
  );
}

/** Clients' testimonials, two per row from md, with an optional link under them. */
export function Testimonials({
  heading,
  testimonials,
  more,
  tone,
  id,
}: TestimonialsContent & { tone?: Tone; id?: string }) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {more && (
        <p className="mt-10">
          <a
            href={more.to}
            className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {more.label}
            <Icon icon={ArrowRightIcon} className="size-4" />
          </a>
        </p>
      )}
    </Section>
  );
}
