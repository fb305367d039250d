import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

export interface TagGroup {
  name: string;
  tags: readonly string[];
}

export interface TagListContent {
  heading: SectionHeading;
  groups: readonly TagGroup[];
}

const gridColumns: Partial<Record<number, string>> = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  6: "md:grid-cols-2 xl:grid-cols-3",
};

export function TagList({
  heading,
  groups,
  tone,
  id,
}: TagListContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <div
        className={`grid gap-6 ${gridColumns[groups.length] ?? "md:grid-cols-2 xl:grid-cols-4"}`}
      >
        {groups.map((group) => (
          <div key={group.name} className={cardClass}>
            <h3 className="text-base font-semibold text-ink">{group.name}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
