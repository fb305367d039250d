import { useId } from "react";
import { Picture } from "~/components/ui/Picture";
import type { ImageSource, PictureData } from "~/lib/images";

export interface AuthorNoteContent {
  title: string;
  name: string;
  role: string;
  bio: readonly string[];
  /** The author's portrait (rendered by the image pipeline into `photo`). */
  image?: ImageSource;
}

/**
 * The note about the author at the end of an article: portrait (lazy; initials without a `photo`),
 * name, role and a short bio.
 */
export function AuthorNote({
  title,
  name,
  role,
  bio,
  image,
  photo,
}: AuthorNoteContent & { photo?: PictureData }) {
  const titleId = `${useId()}-title`;
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-900/10 sm:p-8"
    >
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        {photo ? (
          <Picture
            image={photo}
            alt={image?.alt ?? ""}
            sizes={`${photo.width}px`}
            className="shrink-0"
            imgClassName="size-20 rounded-full object-cover ring-1 ring-slate-900/10"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {initials}
          </span>
        )}
        <div>
          <p className="text-lg font-semibold text-ink">{name}</p>
          <p className="text-sm text-muted">{role}</p>
          <div className="mt-3 space-y-3 leading-7 text-slate-700">
            {bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
