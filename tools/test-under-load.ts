/**
 * `npm run test:under-load -- [runs]`: runs `npm test` `runs` times in a row (default 5) while two
 * other processes keep both cores busy (the suite must pass on a loaded machine), and prints each
 * run's result and phase times. Stops at the first failing run. A report, not part of `npm test`.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { stripVTControlCharacters } from "node:util";

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error("Usage: npm run test:under-load -- [runs, 1-20]");
  process.exit(2);
}

// Each busy process spins for at most 3 hours and is stopped when the runs end.
const spinFor3Hours = "const end = Date.now() + 3 * 3600e3; while (Date.now() < end) {}";
const busy = Array.from({ length: 2 }, () =>
  spawn(process.execPath, ["-e", spinFor3Hours], { stdio: "ignore" }),
);
const stopBusy = () => {
  for (const child of busy) child.kill();
};
process.on("SIGINT", () => {
  stopBusy();
  process.exit(130);
});

console.log(
  `${runs} runs of npm test beside ${busy.length} busy processes, ${cpus().length} cores`,
);
const results: { run: number; ok: boolean; minutes: number; tests: string }[] = [];
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const { status, stdout } = spawnSync("npm", ["test"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const minutes = (Date.now() - started) / 60_000;
  // run-tests.ts ends with a "phase  seconds" table.
  const table = stdout.slice(stdout.lastIndexOf("\nphase ")).trim();
  // Vitest's "Tests  473 passed (473)" and Playwright's "  198 passed (7.3m)".
  const plain = stripVTControlCharacters(stdout);
  const tests = [...plain.matchAll(/^\s*(?:Tests\s+)?(\d+) passed \(/gm)]
    .map((match) => match[1])
    .join(" + ");
  results.push({ run, ok: status === 0, minutes, tests });
  console.log(`\nrun ${run}: ${status === 0 ? "passed" : "FAILED"} in ${minutes.toFixed(1)} min`);
  console.log(table);
  if (status !== 0) {
    console.log(stdout.slice(-20_000));
    break;
  }
}
stopBusy();

console.log("\nrun  result  minutes  tests passed (unit + e2e + analytics e2e)");
for (const { run, ok, minutes, tests } of results) {
  console.log(
    `${String(run).padStart(3)}  ${ok ? "passed" : "FAILED"}  ${minutes.toFixed(1).padStart(7)}  ${tests}`,
  );
}
process.exit(results.every((result) => result.ok) && results.length === runs ? 0 : 1);
