import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { Section, type SectionHeading, type Tone } from "./Section";

/** A service's price section: the label its hero shows, and what sets the price. */
export interface PriceContent {
  heading: SectionHeading;
  label: string;
  note: string;
}

export interface PriceOfferProps extends PriceContent {
  /** How every project is priced (the same on every service), with a link to /pricing. */
  terms: {
    title: string;
    terms: readonly string[];
    link: { label: string; to: string };
  };
  tone?: Tone;
  id?: string;
}

/**
 * A service's price on its page: the label its hero shows, what sets the price for this service,
 * and beside them how every project is priced, with a link to the packages on /pricing.
 */
export function PriceOffer({ heading, label, note, terms, tone, id }: PriceOfferProps) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <div className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/10 lg:grid-cols-5">
        <div className="bg-brand-50 p-6 sm:p-8 lg:col-span-2">
          <p
            data-price-label
            className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl"
          >
            {label}
          </p>
          <p className="mt-4 leading-7 text-slate-700">{note}</p>
        </div>
        <div className="p-6 sm:p-8 lg:col-span-3">
          <h3 className="text-lg font-semibold text-ink">{terms.title}</h3>
          <ul className="mt-4 space-y-3">
            {terms.terms.map((term) => (
              <li key={term} className="flex gap-3 leading-7 text-slate-700">
                <Icon icon={CheckIcon} className="mt-1 size-5 shrink-0 text-brand-600" />
                {term}
              </li>
            ))}
          </ul>
          <a
            href={terms.link.to}
            className="mt-6 inline-block font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
          >
            {terms.link.label}
            <Icon icon={ArrowRightIcon} className="ml-1.5 inline size-4 align-[-0.125em]" />
          </a>
        </div>
      </div>
    </Section>
  );
}
