import { Icon, type IconComponent } from "~/components/ui/Icon";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

/** A topic of a guide section: a short title and a one- or two-sentence summary. */
export interface Topic {
  title: string;
  summary: string;
}

/** A numbered group of topics (a guide section). */
export interface TopicGroup {
  title: string;
  description: string;
  icon: IconComponent;
  topics: readonly Topic[];
}

export interface TopicGroupsContent {
  heading: SectionHeading;
  groups: readonly TopicGroup[];
}

/**
 * Numbered groups of topics (the sections of a guide): per group a card with its number, icon,
 * `h3` title and description beside a two-column list of topics with their summaries.
 */
export function TopicGroups({
  heading,
  groups,
  tone,
  id,
}: TopicGroupsContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ol className="space-y-6">
        {groups.map((group, index) => (
          <li key={group.title} className={`${cardClass} lg:grid lg:grid-cols-12 lg:gap-x-10`}>
            <div className="lg:col-span-4">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon icon={group.icon} className="size-5" />
                </span>
                <span
                  aria-hidden="true"
                  className="text-sm font-semibold tracking-wide text-brand-700 tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink">{group.title}</h3>
              <p className="mt-2 leading-7 text-muted">{group.description}</p>
            </div>
            <dl className="mt-6 grid gap-x-8 gap-y-6 border-t border-slate-200 pt-6 sm:grid-cols-2 lg:col-span-8 lg:mt-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
              {group.topics.map((topic) => (
                <div key={topic.title}>
                  <dt className="font-semibold text-ink">{topic.title}</dt>
                  <dd className="mt-1.5 leading-7 text-muted">{topic.summary}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </Section>
  );
}
