/**
 * Small helpers shared by the content editor's collections (src/collections/<collection>/editor.ts).
 * Editor-only: nothing the site's pages import.
 */
import { type ComponentSchema, fields, singleton } from "@keystatic/core";

/**
 * Keystatic's validation for text that must not be empty or blank, as the schemas' trimmed
 * `min(1)` text: Keystatic's own `isRequired` alone would accept a few spaces.
 */
export const required = {
  isRequired: true,
  pattern: { regex: /\S/, message: "Must not be empty or only spaces" },
} as const;

/** Optional text: empty (left out of the file) or real text, never only spaces. */
export const optional = {
  pattern: { regex: /^$|\S/, message: "Must be empty or more than spaces" },
} as const;

/** Plain text that must say something, as the schemas' `requiredText`: no `{{tokens}}` filled in. */
export const plainText = (label: string, description?: string, multiline = false) =>
  fields.text({ label, description, multiline, validation: required });

/** Select options from a schema's list of allowed values, each shown as itself. */
export const options = <Value extends string>(values: readonly Value[]) =>
  values.map((value) => ({ label: value, value }));

/** An entry that is one JSON data file: `path` is the file's, without `.json`. */
export const dataFile = <Schema extends Record<string, ComponentSchema>>(
  label: string,
  path: string,
  schema: Schema,
) => singleton({ label, path, format: { data: "json" }, schema });
