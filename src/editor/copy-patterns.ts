/**
 * The build's rules for copy (src/collections/copy-text.ts) as the content editor checks them
 * while the owner types: some text, and `{{tokens}}` only where they name a known figure. A plain
 * module, bundled for the browser.
 */

import { windows1252Extras } from "~/collections/model/printed";
import { tokenNames } from "~/lib/tokens";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A `{{token}}` that names a fact (`|lower` allowed). */
const token = `\\{\\{\\s*(?:${tokenNames.map(escaped).join("|")})\\s*(?:\\|\\s*lower\\s*)?\\}\\}`;

/** What copyText accepts: some text, and tokens. */
export const copyPattern = new RegExp(`^(?=[\\s\\S]*\\S)(?:${token}|(?!\\{\\{)[\\s\\S])*$`);

/** What the guide page's printed text accepts: copy the PDF's font draws (Western European), one line. */
export const printedPattern = new RegExp(
  `^(?=[\\s\\S]*\\S)(?:${token}|(?!\\{\\{)[ -~\\u00a0-\\u00ff${windows1252Extras}])*$`,
);

/**
 * The pattern's failure the owner can meet besides a blank field: two curly brackets typed in a row
 * (the files keep them for the figures the field shows as values).
 */
export const noBrackets = "nor hold two curly brackets in a row";

/** Keystatic's validation of copy: required, or empty or more than spaces. */
export const copyValidation = (optional: boolean) =>
  optional
    ? {
        pattern: {
          regex: new RegExp(`^$|${copyPattern.source}`),
          message: `Must be empty or more than spaces, ${noBrackets}`,
        },
      }
    : {
        isRequired: true,
        pattern: { regex: copyPattern, message: `Must not be empty or only spaces, ${noBrackets}` },
      };
