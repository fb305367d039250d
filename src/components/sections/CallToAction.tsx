import { useId } from "react";
import { type Action, ActionButton } from "~/components/ui/ActionButton";
import { Picture } from "~/components/ui/Picture";
import type { ImageSource, PictureData } from "~/lib/images";

export interface CallToActionContent {
  title: string;
  description: string;
  actions: readonly Action[];
}

/** The person shown on a closing call to action: portrait, name and a line about them. */
export interface CallToActionPerson {
  name: string;
  role: string;
  /** One short line, e.g. who runs the discovery calls. */
  note: string;
  image: ImageSource;
}

/** The person beside a closing call to action: portrait (from the image pipeline), name, role, a line. */
export interface CallToActionPersonProps {
  name: string;
  role: string;
  note: string;
  alt: string;
  photo: PictureData;
}

const tones = {
  brand: {
    panel: "bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 text-white",
    title: "text-white",
    description: "text-brand-100",
    person: "text-brand-100",
    name: "text-white",
    ring: "ring-white/30",
    variants: ["light", "outline-light"],
  },
  white: {
    panel: "bg-white ring-1 ring-slate-900/10 shadow-sm",
    title: "text-ink",
    description: "text-muted",
    person: "text-muted",
    name: "text-ink",
    ring: "ring-slate-900/10",
    variants: ["primary", "secondary"],
  },
} as const;

/**
 * The closing call to action of a page: a panel with a title, one line of copy and buttons; with a
 * `person`, their portrait (lazy), name, role and a short line sit under the buttons.
 */
export function CallToAction({
  title,
  description,
  actions,
  tone = "brand",
  id,
  person,
}: CallToActionContent & {
  tone?: "brand" | "white";
  id?: string;
  person?: CallToActionPersonProps;
}) {
  const titleId = `${useId()}-title`;
  const style = tones[tone];
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          className={`relative isolate overflow-hidden rounded-3xl px-5 py-14 text-center sm:px-12 sm:py-16 lg:py-20 ${style.panel}`}
        >
          {tone === "brand" && (
            <div
              aria-hidden="true"
              className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"
            />
          )}
          <h2
            id={titleId}
            className={`mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl ${style.title}`}
          >
            {title}
          </h2>
          <p
            className={`mx-auto mt-4 max-w-2xl text-lg leading-8 text-pretty ${style.description}`}
          >
            {description}
          </p>
          {actions.length > 0 && (
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              {actions.map((action, index) => (
                <ActionButton
                  key={action.label}
                  action={action}
                  variant={style.variants[index === 0 ? 0 : 1]}
                  // Less padding and type on phones: a long label such as 'Get Your
                  // Manufacturing Assessment' gets the room to fit on one line.
                  className="px-4 py-3 text-[0.9375rem] sm:px-6 sm:text-base"
                />
              ))}
            </div>
          )}
          {person && (
            <figure className="mx-auto mt-10 flex max-w-xl flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
              <Picture
                image={person.photo}
                alt={person.alt}
                sizes={`${person.photo.width}px`}
                className="shrink-0"
                imgClassName={`size-20 rounded-full object-cover ring-4 ${style.ring}`}
              />
              <figcaption className={`text-sm leading-6 ${style.person}`}>
                <span className={`block text-base font-semibold ${style.name}`}>{person.name}</span>
                <span className="block">{person.role}</span>
                <span className="mt-1 block text-pretty">{person.note}</span>
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </section>
  );
}
