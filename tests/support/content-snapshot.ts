import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeWhole } from "../../server/site-editor/content-files";

/**
 * Writes the file whole, as the editor's saves are (the same function): written in place, it is
 * empty for a moment, and the development server, reading it then, may keep the old entry.
 */
export const writeText = (file: string, text: string | Buffer) =>
  writeWhole(file, typeof text === "string" ? Buffer.from(text) : text);

/** Every file under `folder` with its bytes, so a test that edits content can put it all back. */
export function snapshotFolder(folder: string): Map<string, Buffer> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [file, readFileSync(file)]));
}

/** Puts back every changed or deleted file and removes every added one; returns their paths. */
export async function restoreFolder(
  folder: string,
  snapshot: Map<string, Buffer>,
): Promise<string[]> {
  const now = snapshotFolder(folder);
  const touched: string[] = [];
  for (const file of now.keys()) {
    if (snapshot.has(file)) continue;
    rmSync(file);
    touched.push(file);
  }
  for (const [file, bytes] of snapshot) {
    if (existsSync(file) && now.get(file)?.equals(bytes)) continue;
    await writeWhole(file, bytes);
    touched.push(file);
  }
  return touched;
}
