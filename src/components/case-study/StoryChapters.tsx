/** The three chapters every case study tells, each a section of the page with this id. */
export const chapters = [
  { id: "situation", title: "The situation" },
  { id: "what-we-did", title: "What we did" },
  { id: "what-changed", title: "What changed" },
] as const;

/** A case study's table of contents under its hero: the story in three numbered chapters. */
export function StoryChapters() {
  return (
    <nav aria-label="The story" className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-sm font-semibold sm:px-6 lg:px-8">
        {chapters.map((chapter, index) => (
          <li key={chapter.id} className="shrink-0">
            <a
              href={`#${chapter.id}`}
              className="flex items-center gap-2 rounded-md text-ink hover:text-brand-800"
            >
              <span
                aria-hidden="true"
                className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs text-brand-800"
              >
                {index + 1}
              </span>
              {chapter.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
