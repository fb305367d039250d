/**
 * Run by published-content.ts in a child process: loads the server's code with the content of
 * the folder given, as the server would. Exits 0 when it loads; else prints why and exits 1.
 */
import { readContentFrom } from "./published-content";

const root = process.argv[2];
if (!root) throw new Error("usage: content-check.ts <content folder>");
readContentFrom(root);
try {
  await import("./app");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
