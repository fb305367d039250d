/** `npm run leads -- [--format csv] [--since YYYY-MM-DD] [--pending]`: the stored leads. */
import { runLeadsCli } from "./leads-report";

process.exitCode = runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
