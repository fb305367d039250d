import { articleFigures } from "~/collections/facts";

/** A figure's name, e.g. "paybackMonths" or "pricing.implementation.price". */
export type ClaimName = string;

/** Every figure's name, the claims first (the editor's select offers these). */
export const claimNames = [...articleFigures.keys()];

/** The text a figure shows, e.g. "3-6 months"; an unknown name throws, so it fails the build. */
export function claimText(name: string): string {
  const text = articleFigures.get(name);
  if (text === undefined) {
    throw new Error(
      `Unknown claim "${name}" in <Claim name="${name}" />: use one of ${claimNames.join(", ")} (src/content/claims.json)`,
    );
  }
  return text;
}

/**
 * MDX `<Claim name="paybackMonths" />` or `<Claim name="pricing.discovery.price" />`: a figure or a
 * price from src/content/claims.json inside an article's prose, as plain text, so an article never
 * retypes a number the site states elsewhere.
 */
export function Claim({ name }: { name: string }) {
  return claimText(name);
}

/**
 * MDX `<Amount value="$4,500" />`: an amount of an example (a calculation, a client's numbers)
 * that is none of the firm's prices, said so in the text, so the price check passes over it.
 */
export function Amount({ value }: { value: string }) {
  return value;
}

/**
 * An MDX body with each `<Claim name="..." />` and `<Amount value="..." />` replaced by its text:
 * the words a reader sees, for counting them (the Article JSON-LD's wordCount).
 */
export const withClaimTexts = (body: string) =>
  body
    .replace(/<Claim\s+name=(["'])(.*?)\1\s*\/>/g, (_, _quote, name: string) => claimText(name))
    .replace(/<Amount\s+value=(["'])(.*?)\1\s*\/>/g, (_, _quote, value: string) => value);
