/**
 * js-yaml comes with the content editor (@keystatic/core writes frontmatter with its `dump`) and
 * has no types of its own; the editor agreement test uses these two functions to check that files
 * are stored as the editor would write them.
 */
declare module "js-yaml" {
  export function dump(value: unknown): string;
  export function load(text: string): unknown;
}
