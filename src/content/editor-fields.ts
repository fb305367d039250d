/**
 * Small helpers shared by the content editor's collections (src/content/<collection>/editor.ts).
 * Editor-only: nothing the site's pages import.
 */

/** Keystatic's validation for a field that must not be empty. */
export const required = { isRequired: true } as const;

/** Select options from a schema's list of allowed values, each shown as itself. */
export const options = <Value extends string>(values: readonly Value[]) =>
  values.map((value) => ({ label: value, value }));
