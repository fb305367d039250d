/**
 * `npm test` and `npm run check`: runs the named npm scripts in order, stops at the first that
 * fails, and ends with how long each phase took and how busy the machine's cores were meanwhile
 * (a report, never a pass/fail condition; the share is read from /proc/stat, so Linux only). Phases
 * joined with "+" run side by side (independent work that leaves a core idle on its own, such as
 * the type-check beside the unit tests); their output is printed whole, one after the other.
 * Within a side-by-side step, phases joined with "," run one after the other in the same lane, so
 * a short phase can follow another beside a long one.
 *
 *   tsx tools/run-tests.ts typecheck+test:unit lint test:e2e:editor+test:e2e:inbox,test:e2e:live
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

interface PhaseResult {
  phase: string;
  status: number | null;
  output: Buffer;
  seconds: number;
}

/** The machine's busy and total CPU time so far (all cores), or null where /proc/stat is absent. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]?.split(/\s+/) ?? [];
    const ticks = fields.filter(Boolean).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of the cores' time that was busy between two readings, as "87 %", or "". */
function busyShare(from: ReturnType<typeof cpuTimes>, to: ReturnType<typeof cpuTimes>) {
  if (!from || !to || to.total === from.total) return "";
  return `${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))} %`;
}

const steps = process.argv.slice(2).map((step) => step.split("+").map((lane) => lane.split(",")));
const timings: [phase: string, seconds: number, busy?: string][] = [];
let total = 0;
let failed: string | undefined;
const suiteStart = cpuTimes();

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

/** Runs a lane's phases one after the other, up to the first that fails. */
async function runLane(lane: string[], buffered: boolean): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const phase of lane) {
    const result = await runPhase(phase, { buffered });
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

for (const lanes of steps) {
  const buffered = lanes.length > 1;
  // A step of more than one phase reports its wall time and CPU share on a line of its own.
  const grouped = lanes.flat().length > 1;
  const name = lanes.map((lane) => lane.join(", then ")).join(" + ");
  console.log(`\n=== ${name}${buffered ? " (side by side)" : ""}`);
  const started = process.hrtime.bigint();
  const cpuBefore = cpuTimes();
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, buffered)))).flat();
  const busy = busyShare(cpuBefore, cpuTimes());
  for (const result of results) {
    if (buffered) {
      console.log(`\n--- ${result.phase}`);
      process.stdout.write(result.output);
    }
    timings.push([result.phase, result.seconds, grouped ? undefined : busy]);
  }
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (grouped) timings.push([`(${name}: wall)`, wall, busy]);
  total += wall;
  failed = results.find((result) => result.status !== 0)?.phase;
  if (failed) break;
}

const width = Math.max(...timings.map(([phase]) => phase.length), 5);
const row = (phase: string, seconds: string, busy = "") =>
  console.log(`${phase.padEnd(width)}  ${seconds.padStart(7)}  ${busy.padStart(9)}`);
console.log();
row("phase", "seconds", "CPU busy");
for (const [phase, seconds, busy] of timings) row(phase, seconds.toFixed(1), busy);
row("total", total.toFixed(1), busyShare(suiteStart, cpuTimes()));
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
