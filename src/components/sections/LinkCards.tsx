import { ArrowRight } from "lucide-react";
import { Section, type SectionHeading, type Tone } from "./Section";

/** A card that links to another page of the site. */
export interface LinkCard {
  title: string;
  description: string;
  to: string;
}

export interface LinkCardsContent {
  heading: SectionHeading;
  links: readonly LinkCard[];
}

/**
 * Column spans that keep rows full: one card per row on phones, two from sm (a lone last card
 * takes the whole row), three from lg on a six-column grid (two left over share the last row).
 */
function spanClass(count: number, index: number) {
  const last = index === count - 1;
  const sm = count % 2 === 1 && last ? "sm:col-span-2" : "";
  const wide = count === 4 || (count % 3 === 2 && index >= count - 2);
  return `${sm} ${wide ? "lg:col-span-3" : "lg:col-span-2"}`;
}

export function LinkCards({
  heading,
  links,
  tone,
  id,
}: LinkCardsContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {links.map((link, index) => (
          <li key={link.to} className={spanClass(links.length, index)}>
            <a
              href={link.to}
              className="group block h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <h3 className="text-lg font-semibold text-ink group-hover:text-brand-800">
                  {link.title}
                </h3>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1"
                />
              </div>
              <p className="mt-2 leading-7 text-muted">{link.description}</p>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
