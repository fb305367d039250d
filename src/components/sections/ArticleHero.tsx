import { Emoji } from "~/components/ui/Emoji";
import { formatIsoDate, readTimeLabel } from "~/lib/format";

export interface ArticleHeroProps {
  title: string;
  /** The standfirst under the headline. */
  excerpt: string;
  category: string;
  emoji: string;
  author: string;
  datePublished: string;
  dateModified: string;
  readTime: number;
}

/** The head of an article: category, the page's h1, a standfirst and the byline. */
export function ArticleHero({
  title,
  excerpt,
  category,
  emoji,
  author,
  datePublished,
  dateModified,
  readTime,
}: ArticleHeroProps) {
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-[46rem] px-4 py-14 sm:px-6 sm:py-20">
        <p className="flex items-center gap-3 text-sm font-semibold tracking-wider text-brand-200 uppercase">
          <span className="grid size-9 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
            <Emoji emoji={emoji} className="size-5" />
          </span>
          <span>
            <span className="sr-only">Category: </span>
            {category}
          </span>
        </p>
        <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-tight">
          {title}
        </h1>
        <p className="mt-6 text-lg leading-8 text-pretty text-slate-200 sm:text-xl sm:leading-9">
          {excerpt}
        </p>
        <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-white/15 pt-6 text-sm text-slate-300">
          {/* On phones the byline takes its own line, so no separator starts a wrapped line. */}
          <span className="max-sm:basis-full">
            By <span className="font-semibold text-white">{author}</span>
          </span>
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="mr-3 max-sm:hidden">
              ·
            </span>
            <time dateTime={datePublished}>{formatIsoDate(datePublished)}</time>
          </span>
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="mr-3">
              ·
            </span>
            {readTimeLabel(readTime)}
          </span>
          {dateModified !== datePublished && (
            <span className="whitespace-nowrap">
              <span aria-hidden="true" className="mr-3">
                ·
              </span>
              Updated <time dateTime={dateModified}>{formatIsoDate(dateModified)}</time>
            </span>
          )}
        </p>
      </div>
    </header>
  );
}
