import { QuoteIcon } from "lucide-react";
import { Section, type Tone } from "~/components/sections/Section";
import { Icon } from "~/components/ui/Icon";
import { Picture } from "~/components/ui/Picture";
import type { PictureData } from "~/lib/images";

/**
 * The client in person, when the record has it: their own words (never invented, decision 020)
 * and a photo the owner uploaded, made responsive by the build. Nothing when it has neither.
 */
export function ClientVoice({
  quote,
  photo,
  tone,
}: {
  quote?: { text: string; role: string; business: string };
  photo?: { image: PictureData; alt: string };
  tone?: Tone;
}) {
  if (!quote && !photo) return null;
  return (
    <Section
      heading={{
        eyebrow: "The client",
        title: quote ? "In their words" : "Where the work happens",
      }}
      tone={tone}
    >
      <div className={photo && quote ? "grid items-center gap-10 lg:grid-cols-2 lg:gap-12" : ""}>
        {photo && (
          <Picture
            image={photo.image}
            alt={photo.alt}
            sizes="(min-width: 1024px) 600px, 100vw"
            imgClassName="h-auto w-full rounded-2xl ring-1 ring-slate-900/10"
          />
        )}
        {quote && (
          <figure data-client-quote className="max-w-3xl">
            <Icon icon={QuoteIcon} className="size-8 text-brand-200" />
            <blockquote className="mt-4 text-lg leading-8 text-pretty text-ink sm:text-xl sm:leading-9 lg:text-2xl lg:leading-10">
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm leading-6">
              <span className="block font-semibold text-ink">{quote.role}</span>
              <span className="sr-only">, </span>
              <span className="block text-muted">{quote.business}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </Section>
  );
}
