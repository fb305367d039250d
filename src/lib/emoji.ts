/**
 * Emoji drawn from Twemoji (the `@iconify-json/twemoji` set, CC-BY 4.0) at build time, so they
 * look the same on every system, including those with no emoji font. Build time and Node only:
 * the set is a 10 MB JSON file read once, never sent to the browser.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
let twemoji: { set: IconSet; chars: Record<string, string> } | undefined;
const load = () => {
  twemoji ??= {
    set: require("@iconify-json/twemoji/icons.json") as IconSet,
    chars: require("@iconify-json/twemoji/chars.json") as Record<string, string>,
  };
  return twemoji;
};

/** The set's key for an emoji: its code points in hex, without the emoji presentation selector. */
export const emojiKey = (emoji: string) =>
  [...emoji]
    .map((char) => char.codePointAt(0)?.toString(16) ?? "")
    .filter((hex) => hex !== "fe0f")
    .join("-");

/**
 * The emoji as an inline SVG (its own 36 x 36 drawing, sized by CSS), with the emoji itself as its
 * title. Throws for an emoji the set does not have, so the build names it.
 */
export function emojiSvg(emoji: string): string {
  const { set, chars } = load();
  const name = chars[emojiKey(emoji)];
  const icon = name && (set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""]);
  if (!icon) throw new Error(`Twemoji has no drawing for "${emoji}" (${emojiKey(emoji)})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${set.width} ${set.height}" width="100%" height="100%" data-emoji="${emoji}"><title>${emoji}</title>${icon.body}</svg>`;
}

/**
 * The emoji as a file of its own under /assets/ (src/pages/assets/emoji/[file].ts writes it), named
 * by its code points and its drawing's hash so that it is cached for a year: an emoji the blog's
 * index showed costs an article opened after it nothing, where an inline drawing came again with
 * every page (about 1 KB compressed each).
 */
export function emojiFile(emoji: string): { name: string; path: string; svg: string } {
  const svg = emojiSvg(emoji);
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  const name = `${emojiKey(emoji)}.${hash}.svg`;
  return { name, path: `/assets/emoji/${name}`, svg };
}

/** The credit Twemoji's licence (CC-BY 4.0) asks for, wherever its drawings are shown. */
export const twemojiCredit = {
  text: "Emoji graphics by Twemoji, © Twitter, Inc. and other contributors, licensed under",
  licence: { label: "CC-BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
  source: { label: "Twemoji", href: "https://github.com/twitter/twemoji" },
} as const;
