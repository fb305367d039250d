import { ArrowRightIcon, MapPinIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";
import type { PricingPackage } from "./Packages";
import { Section, type SectionHeading, type Tone } from "./Section";

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

export interface AssessmentComparisonProps {
  heading: SectionHeading;
  assessments: readonly Assessment[];
  /** The page it is shown on: highlighted, its link marked `aria-current="page"`. */
  current: string;
  /** Where /pricing describes the packages. */
  packagesLink: string;
  tone?: Tone;
  id?: string;
}

/**
 * One fact of an assessment: its term, then its value (beside it from md to xl). On phones the
 * short facts (`half`) sit two to a row.
 */
function Fact({ term, half, children }: { term: string; half?: boolean; children: ReactNode }) {
  return (
    <div
      className={`border-t border-slate-200 pt-3 md:grid md:grid-cols-[9rem_1fr] md:gap-4 xl:block ${half ? "" : "col-span-2 md:col-span-1"}`}
    >
      <dt className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{term}</dt>
      <dd className="mt-1 text-sm leading-6 text-slate-700 md:mt-0 xl:mt-1">{children}</dd>
    </div>
  );
}

/**
 * The five assessments compared, to pick one: a card each, with who it is for, what you get, how
 * long it takes and the /pricing package that covers it. Stacked on phones (the facts beside their
 * terms from md); five side by side from xl, where each card and its facts are subgrids of the
 * list, so the facts line up across the row. The current page's card is outlined and says so; a line under the cards names
 * its package and links to /pricing.
 */
export function AssessmentComparison({
  heading,
  assessments,
  current,
  packagesLink,
  tone,
  id,
}: AssessmentComparisonProps) {
  const here = assessments.find((item) => item.path === current);
  if (!here) throw new Error(`${current} is not one of the assessments compared`);
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul data-assessment-comparison className="grid gap-6 xl:grid-cols-5 xl:gap-4">
        {assessments.map((item) => {
          const isCurrent = item === here;
          return (
            <li
              key={item.path}
              data-current={isCurrent || undefined}
              className={`relative flex flex-col gap-3 rounded-2xl p-5 xl:row-span-5 xl:grid xl:grid-rows-subgrid xl:gap-y-3 ${
                isCurrent
                  ? "bg-brand-50 shadow-md ring-2 ring-brand-600"
                  : "bg-white shadow-sm ring-1 ring-slate-900/10"
              }`}
            >
              <div>
                {isCurrent && (
                  <p className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                    <Icon icon={MapPinIcon} className="size-3.5" />
                    You are here
                  </p>
                )}
                <h3 className="text-lg font-semibold text-ink">
                  <a
                    href={item.path}
                    aria-current={isCurrent ? "page" : undefined}
                    className="group inline-flex items-start gap-1.5 hover:text-brand-800"
                  >
                    {item.name}
                    <Icon
                      icon={ArrowRightIcon}
                      className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    />
                  </a>
                </h3>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-1 xl:row-span-4 xl:grid-rows-subgrid">
                <Fact term="Best for">{item.bestFor}</Fact>
                <Fact term="You get">
                  <ul className="list-disc space-y-0.5 pl-4 marker:text-brand-600">
                    {item.youGet.map((deliverable) => (
                      <li key={deliverable}>{deliverable}</li>
                    ))}
                  </ul>
                </Fact>
                <Fact term="Typical duration" half>
                  <span className="font-semibold text-ink">{item.duration}</span>
                  {item.durationNote && (
                    <span className="block text-xs leading-5 text-muted">{item.durationNote}</span>
                  )}
                </Fact>
                <Fact term="Covered by" half>
                  {item.package.name}
                  <span className="block text-xs leading-5 text-muted">
                    {item.package.price} · {item.package.duration}
                  </span>
                </Fact>
              </dl>
            </li>
          );
        })}
      </ul>
      <p
        data-pricing-line
        className="mt-8 flex flex-col gap-2 rounded-2xl bg-white p-5 leading-7 text-slate-700 ring-1 ring-slate-900/10 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
      >
        <span>
          The {here.name} is part of our <strong className="text-ink">{here.package.name}</strong>{" "}
          package: {here.package.price}, {here.package.duration}.
        </span>
        <a
          href={packagesLink}
          className="shrink-0 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
        >
          Compare packages on the pricing page
          <Icon icon={ArrowRightIcon} className="ml-1.5 inline size-4 align-[-0.125em]" />
        </a>
      </p>
    </Section>
  );
}
