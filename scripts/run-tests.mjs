/**
 * `npm test` and `npm run check`: runs the named npm scripts in order, stops at the first that
 * fails, and ends with how long each phase took (a report, never a pass/fail condition).
 *
 *   node scripts/run-tests.mjs typecheck lint test:unit
 */
import { spawnSync } from "node:child_process";

const phases = process.argv.slice(2);
const timings = [];
let failed;

for (const phase of phases) {
  console.log(`\n=== ${phase}`);
  const started = process.hrtime.bigint();
  const { status } = spawnSync("npm", ["run", "--silent", phase], { stdio: "inherit" });
  timings.push([phase, Number(process.hrtime.bigint() - started) / 1e9]);
  if (status !== 0) {
    failed = phase;
    break;
  }
}

const width = Math.max(...timings.map(([phase]) => phase.length), 5);
console.log(`\n${"phase".padEnd(width)}  seconds`);
for (const [phase, seconds] of timings)
  console.log(`${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
