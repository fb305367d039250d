import { useId } from "react";
import { type Action, ActionButton } from "~/components/ui/ActionButton";
import { HeroVisual, isDrawing, type Visual } from "~/components/visuals";
import type { Stat } from "./Stats";

export interface HeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly Action[];
  /** Price label shown under the lead (service and case-study pages). */
  priceLabel?: string;
  stats?: readonly Stat[];
}

export interface HeroProps extends HeroContent {
  /**
   * The page family's visual (src/components/visuals): in a right-hand column from lg; below lg,
   * a drawing shows small at the top right, beside the eyebrow.
   */
  visual?: Visual;
  /**
   * Whether some event is upcoming at build (/webinars-events): a link action that names
   * `upcoming` shows only when it matches (the page's script corrects it by the visitor's date).
   */
  upcoming?: boolean;
}

export function Hero({
  eyebrow,
  title,
  lead,
  actions,
  priceLabel,
  stats,
  visual,
  upcoming,
}: HeroProps) {
  const titleId = `${useId()}-title`;
  const drawing = visual !== undefined && isDrawing(visual);
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_60%_90%_at_100%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-[32rem] rounded-full bg-brand-500/20 blur-3xl"
      />
      {/* Below lg, --drawing is the drawing's width: it sets the drawing's box and the room the
          eyebrow keeps beside and above itself for it. Below 380 px the drawing, the title and the
          lead are smaller, so the first button still fits on a 320 x 640 screen. */}
      <div
        className={`relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 lg:py-24 ${drawing ? "pt-8 pb-16 [--drawing:min(10rem,41vw)] max-[380px]:[--drawing:30vw] sm:pt-10 sm:pb-20 sm:[--drawing:12rem]" : "py-16 max-[380px]:pt-10 sm:py-20"} ${visual ? "lg:grid lg:grid-cols-12 lg:items-center lg:gap-x-12" : ""}`}
      >
        <div className={visual ? "lg:col-span-7" : undefined}>
          <p
            className={`text-sm font-semibold uppercase tracking-wider text-brand-200 ${drawing ? "flex min-h-[calc(var(--drawing)*3/4)] items-end pr-[calc(var(--drawing)_+_1rem)] lg:block lg:min-h-0 lg:pr-0" : ""}`}
          >
            {eyebrow}
          </p>
          <h1
            id={titleId}
            className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance max-[380px]:text-3xl sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-200 max-[380px]:mt-4 max-[380px]:text-base max-[380px]:leading-7 sm:text-xl">
            {lead}
          </p>
          {priceLabel && (
            <p className="mt-6 max-[380px]:mt-4 inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent ring-1 ring-white/20">
              {priceLabel}
            </p>
          )}
          {actions.length > 0 && (
            <div
              data-hero-actions
              className="mt-8 flex flex-col gap-3 max-[380px]:mt-6 sm:flex-row sm:flex-wrap"
            >
              {actions.map((action, index) => (
                <ActionButton
                  key={action.label}
                  action={action}
                  variant={index === 0 ? "light" : "outline-light"}
                  className="px-6 py-3 text-base"
                  hidden={
                    action.kind === "link" &&
                    action.upcoming !== undefined &&
                    action.upcoming !== upcoming
                  }
                />
              ))}
            </div>
          )}
          {stats && stats.length > 0 && (
            <dl className="mt-12 grid max-w-3xl grid-cols-1 gap-6 border-t border-white/15 pt-8 sm:grid-cols-3">
              {stats.map((stat) => (
                // The figure shows above its label; its row keeps its height even before the
                // figure is parsed, so the label never moves down when it arrives.
                <div
                  key={stat.label}
                  className="grid grid-rows-[minmax(2.25rem,auto)_auto] content-start"
                >
                  <dt className="row-start-2 text-sm text-slate-300">{stat.label}</dt>
                  <dd className="row-start-1 text-3xl font-bold text-white">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {visual && (
          // The visual takes no part in the text's layout: from lg it is centred on the text column
          // without setting the row's height; below lg a drawing sits in the room the eyebrow keeps
          // for it (same top, same 4:3 size). A browser that paints the text before it has parsed
          // the visual then never moves the text.
          <div
            className={`${drawing ? "absolute top-8 right-4 aspect-[4/3] w-(--drawing) sm:top-10 sm:right-6 lg:inset-auto lg:aspect-auto lg:w-auto" : "hidden"} lg:relative lg:col-span-5 lg:block lg:self-stretch`}
          >
            <div
              data-hero-visual={isDrawing(visual) ? visual : visual.name}
              className="absolute inset-x-0 top-1/2 -translate-y-1/2"
            >
              <HeroVisual visual={visual} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
