/**
 * Small helpers shared by the content editor's collections (src/content/<collection>/editor.ts).
 * Editor-only: nothing the site's pages import.
 */

/**
 * Keystatic's validation for text that must not be empty or blank, as the schemas' trimmed
 * `min(1)` text: Keystatic's own `isRequired` alone would accept a few spaces.
 */
export const required = {
  isRequired: true,
  pattern: { regex: /\S/, message: "must not be empty" },
} as const;

/** Select options from a schema's list of allowed values, each shown as itself. */
export const options = <Value extends string>(values: readonly Value[]) =>
  values.map((value) => ({ label: value, value }));
