import { Section, type SectionHeading, type Tone } from "~/components/sections/Section";

export interface CategoryCount {
  name: string;
  count: number;
}

/** The blog's categories with their article counts, as a list of tiles. */
export function CategoryList({
  heading,
  categories,
  tone,
}: {
  heading: SectionHeading;
  categories: readonly CategoryCount[];
  tone?: Tone;
}) {
  return (
    <Section heading={heading} tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li
            key={category.name}
            className="flex items-center justify-between gap-4 rounded-2xl bg-white px-6 py-5 shadow-sm ring-1 ring-slate-900/10"
          >
            <h3 className="text-lg font-semibold text-ink">{category.name}</h3>
            <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
              {category.count} {category.count === 1 ? "article" : "articles"}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
