import { ArrowRightIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import type { ImageSource, PictureData } from "~/lib/images";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";
import type { Stat } from "./Stats";

/** Team member (spec section 3). */
export interface TeamMember {
  name: string;
  title: string;
  /** Paragraphs. */
  bio: readonly string[];
  expertise: readonly string[];
  image: ImageSource;
}

export interface FounderContent {
  heading: SectionHeading;
  member: TeamMember;
  /** Years of experience, e.g. { value: "8+", label: "years of experience" }. */
  experience: Stat;
  /** A link to the work the founder leads. */
  link: { label: string; to: string };
}

/**
 * One person in a card (the name comes first in reading order; the portrait is shown first): portrait (made by the image pipeline, passed in as `photo`), name (`h3`),
 * title, years of experience, bio, expertise tags and a link to the work they lead.
 */
export function FounderCard({
  heading,
  member,
  experience,
  link,
  photo,
  tone,
  id,
}: FounderContent & {
  photo: PictureData;
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <article className={`${cardClass} grid gap-8 md:grid-cols-[auto_1fr] lg:gap-12`}>
        <div>
          <h3 className="text-2xl font-bold tracking-tight text-ink">{member.name}</h3>
          <p className="mt-1 font-medium text-brand-700">{member.title}</p>
          <div className="mt-5 max-w-prose space-y-4 leading-7 text-slate-700">
            {member.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h4 className="mt-6 text-sm font-semibold tracking-wide text-ink uppercase">Expertise</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {member.expertise.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
              >
                {tag}
              </li>
            ))}
          </ul>
          <a
            href={link.to}
            className="mt-6 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {link.label}
            <Icon icon={ArrowRightIcon} className="size-4" />
          </a>
        </div>
        <div className="order-first flex flex-col items-center gap-4 md:items-start">
          <Picture
            image={photo}
            alt={member.image.alt}
            sizes="(min-width: 640px) 224px, 192px"
            className="block"
            imgClassName="size-48 rounded-2xl object-cover shadow-sm ring-1 ring-slate-900/10 sm:size-56"
          />
          <p className="flex items-baseline gap-2 rounded-xl bg-brand-50 px-4 py-2 text-brand-900 ring-1 ring-brand-100">
            <span className="text-2xl font-bold">{experience.value}</span>{" "}
            <span className="text-sm font-medium">{experience.label}</span>
          </p>
        </div>
      </article>
    </Section>
  );
}
