import { ArrowDownIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { firstClause } from "~/components/visuals/CaseStudyPanel";
import type { CaseStudyResultsContent } from "./CaseStudyResults";
import type { PriceContent } from "./PriceOffer";
import type { SectionHeading } from "./Section";
import type { StepsContent } from "./Steps";

/**
 * A service page read as an offer: what you get, how it works, proof, price. The
 * overview under the hero links to these four sections by their ids.
 */
export const offerParts = [
  { id: "what-you-get", label: "What you get" },
  { id: "how-it-works", label: "How it works" },
  { id: "client-results", label: "Proof" },
  { id: "price", label: "Price" },
] as const;

export type OfferPartId = (typeof offerParts)[number]["id"];

export interface OfferOverviewProps {
  offer: { heading: SectionHeading };
  process: StepsContent;
  proof: CaseStudyResultsContent;
  price: PriceContent;
}

/** "45% fewer callbacks" from a result: its metric and the first clause of its description. */
const resultInBrief = ({ metric, description }: { metric: string; description: string }) => {
  const clause = firstClause(description);
  return `${metric} ${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
};

/**
 * A service page's offer at a glance, under the hero, to skim: what you get, how it works,
 * proof and price, each a link to its section with the one line that sums it up, read from the
 * sections themselves.
 */
export function OfferOverview({ offer, process, proof, price }: OfferOverviewProps) {
  const [firstStep] = process.steps;
  const lastStep = process.steps.at(-1);
  if (!firstStep || !lastStep) throw new Error(`"${process.heading.title}" has no steps`);
  const firstResult = proof.results[0];
  const summaries: Record<OfferPartId, string> = {
    "what-you-get": offer.heading.title,
    "how-it-works": `${process.steps.length} steps, from ${firstStep.title} to ${lastStep.title.toLowerCase()}`,
    "client-results": firstResult
      ? `${resultInBrief(firstResult.result)} (${firstResult.industry})`
      : proof.heading.title,
    price: price.label,
  };
  return (
    <nav aria-label="This offer at a glance" className="border-b border-slate-200 bg-white">
      <ol className="mx-auto grid max-w-7xl grid-cols-1 divide-y divide-slate-200 px-4 sm:grid-cols-2 sm:divide-y-0 sm:px-6 lg:grid-cols-4 lg:divide-x lg:px-8">
        {offerParts.map((part, index) => (
          <li key={part.id} className="lg:px-6 lg:first:pl-0 lg:last:pr-0">
            <a href={`#${part.id}`} className="group flex h-full gap-4 py-5">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {index + 1}
              </span>
              <span>
                <span className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {part.label}
                  <Icon
                    icon={ArrowDownIcon}
                    className="size-3.5 transition-transform group-hover:translate-y-0.5"
                  />
                </span>
                <span className="mt-1 block leading-6 text-ink">{summaries[part.id]}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
