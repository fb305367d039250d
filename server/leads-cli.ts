/**
 * `npm run leads -- [--format csv] [--since YYYY-MM-DD] [--pending]`: the stored leads;
 * `-- --backup FILE` and `-- --restore FILE`: a snapshot of the store, and putting one back.
 */
import { runLeadsCli } from "./leads-report";

process.exitCode = await runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
