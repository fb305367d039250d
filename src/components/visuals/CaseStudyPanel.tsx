/** A result's description up to its first clause: "Shorter lead time ... pallet" (full text below). */
export function firstClause(description: string): string {
  const match = description.match(/^(.+?)(?:,\s|\.\s(?=[A-Z])|\.$|$)/);
  return (match?.[1] ?? description).trim();
}

/**
 * The case-study hero's results panel: the page's own result records (metric and the first
 * clause of each description), as real text in a labelled figure. Not a `dl`: the hero's stats
 * are the page's only definitions there.
 */
export function CaseStudyPanel({
  results,
}: {
  results: readonly { metric: string; description: string }[];
}) {
  return (
    <figure
      data-results-panel
      className="rounded-2xl bg-white/[0.08] p-6 shadow-2xl shadow-slate-950/40 ring-1 ring-white/20 backdrop-blur-sm"
    >
      <figcaption className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-200 uppercase">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 3v18h18" />
          <path d="m7 14 4-4 4 4 5-6" />
        </svg>
        Results at a glance
      </figcaption>
      <ul className="mt-5 space-y-3">
        {results.map((result) => (
          <li
            key={result.description}
            className="flex items-center gap-4 rounded-xl bg-white px-4 py-3 text-ink shadow-sm"
          >
            <span
              data-panel-metric
              className="w-28 shrink-0 text-2xl font-bold whitespace-nowrap text-brand-700"
            >
              {result.metric}
            </span>
            <span className="text-sm leading-5 text-muted">{firstClause(result.description)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
