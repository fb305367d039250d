import { emojiSvg, twemojiCredit } from "~/lib/emoji";

/** A decorative emoji, drawn the same everywhere (src/lib/emoji.ts); size it with className. */
export function Emoji({ emoji, className = "" }: { emoji: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block ${className}`}
      // The drawing comes from the Twemoji set at build time, never from a visitor.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, build-time SVG
      dangerouslySetInnerHTML={{ __html: emojiSvg(emoji) }}
    />
  );
}

/** The attribution Twemoji's licence asks for, under what shows its drawings. */
export function EmojiCredit({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      {twemojiCredit.text}{" "}
      <a className="underline underline-offset-2" href={twemojiCredit.licence.href}>
        {twemojiCredit.licence.label}
      </a>
      .
    </p>
  );
}
