/**
 * Run by save-check.ts in a child process: reads the content of the folder given with every
 * reader the build uses. Exits 0 when the build would take it; else prints why and exits 1.
 */
import { readContentFrom } from "../published-content";

const trial = process.argv[2];
if (!trial) throw new Error("usage: save-check-child.ts <content folder>");
readContentFrom(trial);
try {
  const { readAllContent } = await import("./all-content");
  await readAllContent(trial);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
