import { ArrowRightIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import type { Result } from "./Results";
import { Section, type SectionHeading, type Tone } from "./Section";
import { type Testimonial, TestimonialCard } from "./Testimonials";

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

const gridColumns: Record<number, string> = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
};

/** A result card that is a whole link to its case study: metric, description, `h3` title, profile. */
function ResultCard({ item }: { item: CaseStudyResult }) {
  return (
    <a
      href={item.to}
      className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
    >
      <h3 className="order-3 mt-auto flex items-start justify-between gap-3 border-t border-slate-200 pt-4 font-semibold text-ink group-hover:text-brand-800">
        <span>
          <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {item.industry}
          </span>
          <span className="mt-0.5 block">{item.title}</span>
        </span>
        <Icon
          icon={ArrowRightIcon}
          className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1"
        />
      </h3>
      <p
        data-metric
        className="order-1 text-4xl font-bold tracking-tight whitespace-nowrap text-brand-700"
      >
        {item.result.metric}
      </p>
      <p className="order-2 mt-3 mb-5 leading-7 text-muted">{item.result.description}</p>
      <p className="order-4 mt-1 text-sm text-slate-500">
        {item.profile.map((part, index) => (
          <span key={part}>
            {index > 0 && " · "}
            <span className="whitespace-nowrap">{part}</span>
          </span>
        ))}
      </p>
    </a>
  );
}

/**
 * Results of the case studies, each card a link to its case study; with a `testimonial`, the
 * client's quote sits beside them (side by side from lg).
 */
export function CaseStudyResults({
  heading,
  results,
  testimonial,
  testimonialLink,
  tone,
  id,
}: CaseStudyResultsContent & { tone?: Tone; id?: string }) {
  const list = (
    <ul
      className={`grid gap-6 ${testimonial ? "sm:grid-cols-2 lg:grid-cols-1" : (gridColumns[results.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}`}
    >
      {results.map((item) => (
        <li key={`${item.to}-${item.result.metric}`}>
          <ResultCard item={item} />
        </li>
      ))}
    </ul>
  );
  return (
    <Section heading={heading} tone={tone} id={id}>
      {testimonial ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-8">
          <TestimonialCard testimonial={testimonial} link={testimonialLink} featured />
          {list}
        </div>
      ) : (
        list
      )}
    </Section>
  );
}
