import { ArrowLeft, ArrowRight } from "lucide-react";
import { useId } from "react";

export interface ArticleLink {
  title: string;
  slug: string;
}

/** Links to the newer and the older article, and back to the blog index. */
export function ArticleNav({ newer, older }: { newer?: ArticleLink; older?: ArticleLink }) {
  const titleId = `${useId()}-title`;
  const linkClass =
    "group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/10 transition hover:ring-brand-300 hover:shadow-md sm:p-6";
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
        Keep reading
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {older && (
          <li>
            <a href={`/blog/${older.slug}`} className={linkClass}>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous article
              </span>
              <span className="mt-2 font-semibold text-ink group-hover:text-brand-800">
                {older.title}
              </span>
            </a>
          </li>
        )}
        {newer && (
          <li className={older ? "" : "sm:col-start-2"}>
            <a href={`/blog/${newer.slug}`} className={`${linkClass} sm:items-end sm:text-right`}>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                Next article
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-2 font-semibold text-ink group-hover:text-brand-800">
                {newer.title}
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="mt-6">
        <a
          href="/blog"
          className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
        >
          All articles on the blog
        </a>
      </p>
    </nav>
  );
}
