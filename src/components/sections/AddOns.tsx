import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

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

/** Priced extras: one card per add-on with its name, price and what it covers. */
export function AddOns({
  heading,
  addOns,
  tone,
  id,
}: AddOnsContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 md:grid-cols-2">
        {addOns.map((addOn) => (
          <li key={addOn.name} className={`${cardClass} flex flex-col`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h3 className="text-lg font-semibold text-ink">{addOn.name}</h3>
              <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-100">
                {addOn.price}
              </p>
            </div>
            <p className="mt-3 leading-7 text-muted">{addOn.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
