/**
 * `npm test` and `npm run check`: runs the named npm scripts in order, stops at the first that
 * fails, and ends with how long each phase took (a report, never a pass/fail condition). Phases
 * joined with "+" run side by side (independent work that leaves a core idle on its own, such as
 * the type-check beside the unit tests); their output is printed whole, one after the other.
 *
 *   tsx tools/run-tests.ts typecheck+test:unit lint
 */
import { spawn } from "node:child_process";

interface PhaseResult {
  phase: string;
  status: number | null;
  output: Buffer;
  seconds: number;
}

const steps = process.argv.slice(2).map((step) => step.split("+"));
const timings: [phase: string, seconds: number][] = [];
let total = 0;
let failed: string | undefined;

/** Runs one npm script; resolves to its exit status, its output and its time in seconds. */
function runPhase(phase: string, { buffered }: { buffered: boolean }): Promise<PhaseResult> {
  const started = process.hrtime.bigint();
  const child = spawn("npm", ["run", "--silent", phase], {
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) =>
      resolve({
        phase,
        status,
        output: Buffer.concat(output),
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      }),
    );
  });
}

for (const phases of steps) {
  const buffered = phases.length > 1;
  console.log(`\n=== ${phases.join(" + ")}${buffered ? " (side by side)" : ""}`);
  const started = process.hrtime.bigint();
  const results = await Promise.all(phases.map((phase) => runPhase(phase, { buffered })));
  for (const result of results) {
    if (buffered) {
      console.log(`\n--- ${result.phase}`);
      process.stdout.write(result.output);
    }
    timings.push([result.phase, result.seconds]);
  }
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (buffered) timings.push([`(${phases.join(" + ")}: wall)`, wall]);
  total += wall;
  failed = results.find((result) => result.status !== 0)?.phase;
  if (failed) break;
}

const width = Math.max(...timings.map(([phase]) => phase.length), 5);
console.log(`\n${"phase".padEnd(width)}  seconds`);
for (const [phase, seconds] of timings)
  console.log(`${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
console.log(`${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
