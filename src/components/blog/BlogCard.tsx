import { ArrowRight } from "lucide-react";
import { ActionButton } from "~/components/ui/ActionButton";
import { Emoji } from "~/components/ui/Emoji";
import { formatIsoDate } from "~/lib/format";

/** A blog card (spec section 3: title, excerpt, author, date, readTime, category, image, slug). */
export interface BlogCardContent {
  title: string;
  excerpt: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  /** "8 min read". */
  readTime: string;
  category: string;
  /** The emoji shown as the card's icon. */
  image: string;
  /** The article at /blog/{slug}; without one the card opens the contact form instead. */
  slug?: string;
}

/** The label (and the contact dialog's heading) of a card that has no article page. */
export const requestArticleLabel = "Request This Article";

/**
 * One article card of the blog index. With a slug the whole card links to the article (the title's
 * link covers the card); without one its button opens the contact form (source 'blog').
 */
export function BlogCard({ card }: { card: BlogCardContent }) {
  const { title, excerpt, author, date, readTime, category, image, slug } = card;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 sm:p-7">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 ring-1 ring-brand-100">
          <Emoji emoji={image} className="size-7" />
        </span>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <span className="sr-only">Category: </span>
          {category}
        </p>
      </div>
      <h3 className="mt-5 text-xl leading-snug font-semibold text-balance text-ink">
        {slug ? (
          <a
            href={`/blog/${slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
      <p className="mt-3 flex-1 leading-7 text-pretty text-muted">{excerpt}</p>
      <div className="mt-6 border-t border-slate-100 pt-4 text-sm leading-6 text-slate-600">
        <p className="font-medium text-slate-800">{author}</p>
        <p>
          <time dateTime={date}>{formatIsoDate(date)}</time>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          {readTime}
        </p>
      </div>
      {slug ? (
        <p
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
        >
          Read article
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      ) : (
        <div className="mt-4">
          <ActionButton
            action={{ kind: "contact", label: requestArticleLabel, source: "blog" }}
            variant="secondary"
          />
        </div>
      )}
    </article>
  );
}
