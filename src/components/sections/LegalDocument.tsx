import { type ReactNode, useId } from "react";

/** Inline text of a legal document: plain text, a link (mailto:, tel:, a page path or an external
 * URL) or a placeholder the owner must still fill in (shown highlighted, e.g. "[STATE]"). */
export type LegalInline = string | { text: string; href: string } | { placeholder: string };

/** A paragraph, list item or description: plain text or a run of inline pieces. */
export type LegalText = string | readonly LegalInline[];

/** One block of a legal section: a paragraph, an `h3` subheading, a bulleted list, or a list of
 * terms with their descriptions. */
export type LegalBlock =
  | LegalText
  | { subheading: string }
  | { list: readonly LegalText[] }
  | { terms: readonly { term: string; description: LegalText }[] };

/** A numbered section of a legal document; `id` is its in-page anchor. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  /** An optional plain-language summary shown before the first section. */
  summary?: { title: string; points: readonly LegalText[] };
  sections: readonly LegalSection[];
}

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700";

/** A link, an external one in a new tab, or a placeholder the owner has not filled in yet. */
function Inline({ piece }: { piece: LegalInline }) {
  if (typeof piece === "string") return piece;
  if ("placeholder" in piece) {
    return (
      <mark className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-[0.9em] font-semibold text-amber-900 ring-1 ring-amber-500">
        {piece.placeholder}
      </mark>
    );
  }
  if (/^https?:/.test(piece.href)) {
    return (
      <a className={linkClass} href={piece.href} target="_blank" rel="noopener noreferrer">
        {piece.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={linkClass} href={piece.href}>
      {piece.text}
    </a>
  );
}

function Text({ text }: { text: LegalText }) {
  if (typeof text === "string") return text;
  return text.map((piece, index) => (
    // The pieces of one paragraph never reorder.
    // biome-ignore lint/suspicious/noArrayIndexKey: static text, position is its identity.
    <Inline key={index} piece={piece} />
  ));
}

const isText = (block: LegalBlock): block is LegalText =>
  typeof block === "string" || Array.isArray(block);

function Block({ block }: { block: LegalBlock }) {
  if (isText(block)) {
    return (
      <p>
        <Text text={block} />
      </p>
    );
  }
  if ("subheading" in block) {
    return <h3 className="pt-2 text-lg font-semibold text-ink">{block.subheading}</h3>;
  }
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, position is its identity.
          <li key={index} className="pl-1">
            <Text text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50/60 ring-1 ring-slate-900/10">
      {block.terms.map(({ term, description }) => (
        <div key={term} className="px-4 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-5">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="mt-1 sm:mt-0">
            <Text text={description} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DocumentSection({ section, number }: { section: LegalSection; number: number }) {
  const titleId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2
        id={titleId}
        className="flex gap-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-[1.75rem]"
      >
        <span className="text-brand-700 tabular-nums">{number}.</span> <span>{section.title}</span>
      </h2>
      <div className="mt-5 space-y-5">
        {section.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, position is its identity.
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/**
 * A legal document (privacy policy, terms): a table of contents of in-page anchors (sticky beside
 * the text on large screens), an optional plain-language summary, and numbered `h2` sections at a
 * ~70ch measure. `children` (e.g. the "Last Updated" line) sit above the text.
 */
export function LegalDocument({
  summary,
  sections,
  children,
}: LegalDocumentContent & { children?: ReactNode }) {
  const tocTitleId = `${useId()}-toc`;
  const summaryTitleId = `${useId()}-summary`;
  return (
    <div className="bg-white py-12 sm:py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-12 lg:gap-x-12 lg:px-8">
        <nav id="contents" aria-labelledby={tocTitleId} className="scroll-mt-24 lg:col-span-4">
          <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-900/10 sm:p-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
            <h2
              id={tocTitleId}
              className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
            >
              Contents
            </h2>
            <ol className="mt-4 space-y-1 text-[0.9375rem] leading-6">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-mx-2 flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-800"
                  >
                    <span className="w-6 shrink-0 text-right text-muted tabular-nums">
                      {index + 1}.
                    </span>{" "}
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="mt-12 lg:col-span-8 lg:mt-0">
          <div className="max-w-[70ch] text-base leading-7 text-pretty text-slate-700 sm:text-[1.0625rem] sm:leading-8">
            {children && <div className="mb-8 text-sm text-muted">{children}</div>}
            {summary && (
              <section
                aria-labelledby={summaryTitleId}
                className="mb-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8"
              >
                <h2 id={summaryTitleId} className="text-xl font-bold tracking-tight text-ink">
                  {summary.title}
                </h2>
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
                  {summary.points.map((point, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text, position is its identity.
                    <li key={index} className="pl-1">
                      <Text text={point} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="space-y-12">
              {sections.map((section, index) => (
                <DocumentSection key={section.id} section={section} number={index + 1} />
              ))}
            </div>
            <p className="mt-12 border-t border-slate-200 pt-6 text-sm lg:hidden">
              <a className={linkClass} href="#contents">
                Back to contents
              </a>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
