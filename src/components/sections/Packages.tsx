import { CheckIcon, ClockIcon } from "lucide-react";
import { ActionButton } from "~/components/ui/ActionButton";
import { Icon } from "~/components/ui/Icon";
import { Section, type SectionHeading, type Tone } from "./Section";

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

/**
 * Pricing packages side by side (stacked on phones): name, price, duration, description, features
 * and a button that opens the contact form headed with the package's cta. The popular package is
 * outlined in brand green with a "Most Popular" badge. On large screens each card is a subgrid of
 * the list, so prices, descriptions, feature lists and buttons line up across the cards.
 */
export function Packages({
  heading,
  packages,
  source,
  tone,
  id,
}: PackagesContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6 xl:gap-8">
        {packages.map((item) => (
          <li
            key={item.name}
            className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0 ${
              item.popular
                ? "shadow-lg ring-2 ring-brand-600"
                : "shadow-sm ring-1 ring-slate-900/10"
            }`}
          >
            {item.popular && (
              <p className="absolute -top-3.5 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase sm:left-8">
                Most Popular
              </p>
            )}
            <h3 className="text-xl font-semibold text-ink">{item.name}</h3>
            <p className="mt-4 text-4xl font-bold tracking-tight text-ink">{item.price}</p>
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
              <Icon icon={ClockIcon} className="size-4" />
              {item.duration}
            </p>
            <p className="mt-5 leading-7 text-muted">{item.description}</p>
            <ul className="mt-6 mb-8 space-y-3 border-t border-slate-200 pt-6">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-3 leading-6 text-slate-700">
                  <Icon icon={CheckIcon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <ActionButton
              action={{ kind: "contact", label: item.cta, source, package: item.name }}
              variant={item.popular ? "primary" : "secondary"}
              className="mt-auto w-full py-3 lg:mt-0 lg:self-end"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
