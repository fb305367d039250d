import { type ReactNode, useId } from "react";

/** The heading block every section starts with. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** Section tone: alternate white and muted backgrounds down a page. */
export type Tone = "white" | "muted";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "border-y border-slate-200/70 bg-slate-50",
};

export interface SectionProps {
  /** Without a heading the section is a plain band (only Stats allows that). */
  heading?: SectionHeading;
  tone?: Tone;
  id?: string;
  /** "split" puts the heading in a side column on large screens (Prose, Faq). */
  layout?: "stacked" | "split";
  /** In place of the heading's intro, when it is more than text (e.g. variants a script picks). */
  intro?: ReactNode;
  children: ReactNode;
}

/** The wrapper every content section shares: background tone, container, rhythm, heading block. */
export function Section({
  heading,
  tone = "white",
  id,
  layout = "stacked",
  intro = heading?.intro,
  children,
}: SectionProps) {
  const titleId = `${useId()}-title`;
  const split = layout === "split";
  return (
    <section
      id={id}
      aria-labelledby={heading ? titleId : undefined}
      className={`${tones[tone]} py-16 sm:py-20 lg:py-24`}
    >
      <div
        className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${split ? "lg:grid lg:grid-cols-12 lg:gap-x-12" : ""}`}
      >
        {heading && (
          <div className={split ? "lg:col-span-4" : "max-w-3xl"}>
            {heading.eyebrow && (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {heading.eyebrow}
              </p>
            )}
            <h2
              id={titleId}
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
            >
              {heading.title}
            </h2>
            {intro && <p className="mt-4 text-lg leading-8 text-pretty text-muted">{intro}</p>}
          </div>
        )}
        <div
          className={
            heading ? (split ? "mt-10 lg:col-span-8 lg:mt-0" : "mt-12 lg:mt-14") : undefined
          }
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/** The card surface shared by the grids, so every card on the site has the same edge and depth. */
export const cardClass = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10 sm:p-8";
