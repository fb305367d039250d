import { emojiFile, twemojiCredit } from "~/lib/emoji";

/**
 * A decorative emoji, drawn the same everywhere from its cached file (src/lib/emoji.ts); size it
 * with className. Its text beside it says what it stands for, so it has no text of its own.
 */
export function Emoji({ emoji, className = "" }: { emoji: string; className?: string }) {
  return (
    <img
      src={emojiFile(emoji).path}
      alt=""
      width={36}
      height={36}
      decoding="async"
      data-emoji={emoji}
      className={`inline-block ${className}`}
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
