import { useId } from "react";
import { ActionButton } from "~/components/ui/ActionButton";
import type { CallToActionContent } from "~/content/types";

const tones = {
  brand: {
    panel: "bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 text-white",
    title: "text-white",
    description: "text-brand-100",
    variants: ["light", "outline-light"],
  },
  white: {
    panel: "bg-white ring-1 ring-slate-900/10 shadow-sm",
    title: "text-ink",
    description: "text-muted",
    variants: ["primary", "secondary"],
  },
} as const;

/** The closing call to action of a page: a panel with a title, one line of copy and buttons. */
export function CallToAction({
  title,
  description,
  actions,
  tone = "brand",
  id,
}: CallToActionContent & { tone?: "brand" | "white"; id?: string }) {
  const titleId = `${useId()}-title`;
  const style = tones[tone];
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          className={`relative isolate overflow-hidden rounded-3xl px-6 py-14 text-center sm:px-12 sm:py-16 lg:py-20 ${style.panel}`}
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
                  className="px-6 py-3 text-base"
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
