import { join } from "node:path";

/**
 * A path in the copy of the project the editor's development server runs in and the tests edit
 * (EDITOR_SOURCE_DIR, made by playwright.editor.config.ts), e.g. inProject("src/content/site.json").
 */
export function inProject(path: string): string {
  const root = process.env.EDITOR_SOURCE_DIR;
  if (!root) throw new Error("EDITOR_SOURCE_DIR is not set: run with playwright.editor.config.ts");
  return join(root, path);
}
