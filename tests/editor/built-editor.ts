import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the editor's suite keeps its server's copy of the project, and the port it serves on
 * (EDITOR_PORT, default 4329): the config, the server and the tests all read it here.
 */
export function editorScratch() {
  const port = Number(process.env.EDITOR_PORT ?? 4329);
  const dir = join(tmpdir(), `eca-editor-${port}`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dir,
    /** The copy of the project the editor reads and writes. */
    source: join(dir, "site"),
    /** The owner's session, as Playwright's storage state. */
    sessionFile: join(dir, "owner-session.json"),
  };
}

/** A path of the project (`src/content/...`) in the copy the editor writes. */
export const inCopy = (path: string) => join(editorScratch().source, path);

/** The lines a save changed, each as [before, after] (a save keeps the file's line count). */
export function changedLines(before: string, after: string): [string, string][] {
  const [oldLines, newLines] = [before.split("\n"), after.split("\n")];
  if (newLines.length !== oldLines.length)
    throw new Error(`the save changed the line count: ${oldLines.length} → ${newLines.length}`);
  return newLines.flatMap((line, index): [string, string][] =>
    line === oldLines[index] ? [] : [[oldLines[index] ?? "", line]],
  );
}
