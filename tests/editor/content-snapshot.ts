import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes the file whole, as the editor's saves are: written in place, it is empty for a moment,
 * and the development server, reading it then, keeps the old entry.
 */
export function writeWhole(file: string, bytes: string | Buffer) {
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** Every file under `folder` with its bytes, so a test that edits content can put it all back. */
export function snapshotFolder(folder: string): Map<string, Buffer> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [file, readFileSync(file)]));
}

/** Puts back every changed or deleted file and removes every added one; returns their paths. */
export function restoreFolder(folder: string, snapshot: Map<string, Buffer>): string[] {
  const now = snapshotFolder(folder);
  const touched: string[] = [];
  for (const file of now.keys()) {
    if (snapshot.has(file)) continue;
    rmSync(file);
    touched.push(file);
  }
  for (const [file, bytes] of snapshot) {
    if (existsSync(file) && now.get(file)?.equals(bytes)) continue;
    writeWhole(file, bytes);
    touched.push(file);
  }
  return touched;
}
