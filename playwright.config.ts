import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { buildDirOf } from "./site-env";
import { findTestBrowser, testBrowserArgs } from "./tools/chromium-path";

/**
 * End-to-end tests against the production server (`npm run serve`) serving an existing build:
 * `npm test` builds first. BUILD_DIR (default dist) and PORT (default 4173) are honoured, so
 * side-by-side runs use e.g. `BUILD_DIR=build-e2e PORT=4501 npx playwright test`.
 */
const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// The server's lead store for this run: a throwaway database, shared with the specs through the
// environment (workers inherit the main process's environment, so every process sees one path).
if (!process.env.LEADS_DB) {
  const dir = join(tmpdir(), `eca-e2e-${port}`);
  mkdirSync(dir, { recursive: true });
  process.env.LEADS_DB = join(dir, "leads.db");
  for (const suffix of ["", "-wal", "-shm"])
    rmSync(`${process.env.LEADS_DB}${suffix}`, { force: true });
}

const executablePath = findTestBrowser() ?? undefined;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // One browser context per worker, reset by Playwright between tests (cookies, storage, cache,
    // routes, init scripts, clock, extra pages); isolation.spec.ts checks the reset covers what
    // these tests change. Chosen when a fresh context and tab cost about a second a test (decision
    // 013); on the headless shell the reset now costs about what a fresh context does.
    reuseContext: true,
    // Traces cost an eighth of the run even when kept for failures only; record one on demand
    // with `npx playwright test --trace=on <file>`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: [...testBrowserArgs] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npm run serve",
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDirOf(),
      LEADS_DB: process.env.LEADS_DB,
      // The contact tests post many leads from one address; keep them clear of the rate limit.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? "1000",
    },
  },
});
