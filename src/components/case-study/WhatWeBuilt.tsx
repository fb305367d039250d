import type { ToolIllustration } from "~/components/case-study/figures";
import type { CardGridContent } from "~/components/sections/CardGrid";
import { Section, type Tone } from "~/components/sections/Section";
import { Icon } from "~/components/ui/Icon";
import { CaseStudyDrawing, type CaseStudyDrawingName } from "./drawings";

/**
 * "What we built" of a case study: the pieces that were delivered, as a list beside a picture of
 * the tool people use now (an illustration, captioned as one). The picture leads on phones.
 */
export function WhatWeBuilt({
  heading,
  items,
  tool,
  drawing,
  tone,
  id,
}: CardGridContent & {
  tool: ToolIllustration;
  drawing: CaseStudyDrawingName;
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <figure
          data-tool-illustration
          className="self-start rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-900/10 sm:p-6 lg:sticky lg:top-24 lg:order-last lg:col-span-5"
        >
          <CaseStudyDrawing name={drawing} description={tool.description} />
          <figcaption className="mt-4 text-sm leading-6 text-muted">
            <span className="mr-1.5 rounded-full bg-white px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-slate-200">
              Illustration
            </span>
            <span className="sr-only">: </span>
            {tool.caption}
          </figcaption>
        </figure>
        <ul className="divide-y divide-slate-200 lg:col-span-7">
          {items.map((item) => (
            <li key={item.title} className="flex gap-5 py-6 first:pt-0 last:pb-0">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon icon={item.icon} className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 leading-7 text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
