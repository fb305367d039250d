/**
 * `npm run leads -- [--format csv] [--since YYYY-MM-DD] [--pending]`: the stored leads;
 * `-- --backup FILE` and `-- --restore FILE`: a snapshot of the store, and putting one back.
 */
import { runLeadsCli } from "./leads-report";

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} catch (error) {
  // One line, no stack: the store is unreadable, the disk is full...
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
