import { ActionButton } from "~/components/ui/ActionButton";
import type { ArticleSummary } from "~/content/blog/articles";
import { formatIsoDate } from "~/lib/format";

export function ArticleHero({ article }: { article: ArticleSummary }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
          <span aria-hidden="true">{article.image} </span>
          {article.category}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-6 text-lg leading-8 text-slate-200">{article.excerpt}</p>
        <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-300">
          <span>By {article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
        <div className="mt-8">
          <ActionButton
            action={{ kind: "contact", label: article.cta, source: "blog-article" }}
            variant="light"
            className="px-6 py-3 text-base"
          />
        </div>
      </div>
    </section>
  );
}
