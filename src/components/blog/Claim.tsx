import { claims } from "~/collections/facts";

/** The name of a site-wide claim in src/content/claims.json, e.g. "paybackMonths". */
export type ClaimName = keyof typeof claims;

/** Every claim name, in the order of src/content/claims.json (the editor's select offers these). */
export const claimNames = Object.keys(claims) as ClaimName[];

const isClaimName = (name: string): name is ClaimName => Object.hasOwn(claims, name);

/** The text a claim shows, e.g. "3-6 months"; an unknown name throws, so it fails the build. */
export function claimText(name: string): string {
  if (!isClaimName(name)) {
    throw new Error(
      `Unknown claim "${name}" in <Claim name="${name}" />: use one of ${claimNames.join(", ")} (src/content/claims.json)`,
    );
  }
  return String(claims[name]);
}

/**
 * MDX `<Claim name="paybackMonths" />`: a figure from src/content/claims.json inside an article's
 * prose ("3-6 months"), as plain text, so an article never retypes a number the site states
 * elsewhere.
 */
export function Claim({ name }: { name: string }) {
  return claimText(name);
}

/**
 * An MDX body with each `<Claim name="..." />` replaced by its text: the words a reader sees, for
 * counting them (the Article JSON-LD's wordCount).
 */
export const withClaimTexts = (body: string) =>
  body.replace(/<Claim\s+name=(["'])(.*?)\1\s*\/>/g, (_, _quote, name: string) => claimText(name));
