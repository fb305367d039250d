/**
 * Small helpers over Keystatic's fields and entries, shared by the content editor's entries and its
 * reading of the declarations (./model.ts).
 */
import { type ComponentSchema, singleton } from "@keystatic/core";

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

/** An entry that is one JSON data file: `path` is the file's, without `.json`. */
export const dataFile = <Schema extends Record<string, ComponentSchema>>(
  label: string,
  path: string,
  schema: Schema,
) => singleton({ label, path, format: { data: "json" }, schema });
