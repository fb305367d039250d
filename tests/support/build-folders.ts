/**
 * The published and preview builds' folders in a source folder's builds/, for the publisher's
 * tests and the live suite: not the records beside them, the trees builds run in, or the start
 * snapshot.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { BUILD_TREE, START_SNAPSHOT_PREFIX } from "../../server/site-editor/build-folders";

export const buildFolders = (sourceDir: string) =>
  readdirSync(join(sourceDir, "builds"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter(
      (name) =>
        name !== BUILD_TREE && !name.startsWith(".") && !name.startsWith(START_SNAPSHOT_PREFIX),
    );
