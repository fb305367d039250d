/**
 * Durable leads per second through the real server: `npx tsx tools/bench-leads.ts`.
 * Posts valid leads over loopback for a fixed time (BENCH_SECONDS, default 5) with BENCH_CONCURRENCY
 * clients (default 8), then checks every acknowledged lead is in the database.
 */
import Database from "better-sqlite3";
import { formBody, makeFixture, validLead } from "../tests/support/fixture";
import { startServer } from "../tests/support/spawn";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const fixture = makeFixture();
const leadsDb = fixture.dbPath("bench");

const server = await startServer({
  PORT: "4390",
  BUILD_DIR: fixture.buildDir,
  LEADS_DB: leadsDb,
  RATE_LIMIT_MAX: "1000000000",
});

const latencies: number[] = [];
let errors = 0;

async function client(id: number, until: number) {
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    const response = await fetch(server.url, {
      method: "POST",
      body: formBody({ ...validLead, email: `bench${id}-${n}@example.com` }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    });
    await response.body?.cancel();
    if (response.status === 200) latencies.push(performance.now() - started);
    else errors++;
  }
}

try {
  await Promise.all(
    Array.from({ length: concurrency }, (_, id) => client(-1 - id, performance.now() + 500)),
  );
  latencies.length = 0;
  const warmup = new Database(leadsDb)
    .prepare("SELECT COUNT(*) FROM leads")
    .pluck()
    .get() as number;

  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, (_, id) => client(id, started + seconds * 1000)),
  );
  const elapsed = (performance.now() - started) / 1000;

  const db = new Database(leadsDb);
  const stored = (db.prepare("SELECT COUNT(*) FROM leads").pluck().get() as number) - warmup;
  db.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.floor((latencies.length - 1) * p)]?.toFixed(1);
  console.log(
    `durable leads/second: ${(latencies.length / elapsed).toFixed(0)} ` +
      `(${latencies.length} acknowledged in ${elapsed.toFixed(1)} s, ${stored} stored, ${errors} errors; ` +
      `concurrency ${concurrency}; latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms; ` +
      "synchronous=FULL, WAL)",
  );
  if (stored < latencies.length) {
    console.error("Some acknowledged leads are missing from the database!");
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  fixture.remove();
}
