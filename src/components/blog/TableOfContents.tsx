import { useId } from "react";

export interface TocHeading {
  slug: string;
  text: string;
}

/** "In this article": links to the article's h2 sections. */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  const titleId = `${useId()}-title`;
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
        In this article
      </h2>
      <ol className="mt-4 space-y-1 border-l border-slate-200 text-sm leading-6">
        {headings.map((heading) => (
          <li key={heading.slug}>
            <a
              href={`#${heading.slug}`}
              className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-800"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
