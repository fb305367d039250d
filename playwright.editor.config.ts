import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { copyProject } from "./tests/support/project-copy";
import { chromiumArgs, findTestBrowser } from "./tools/chromium-path";

/**
 * The content editor's end-to-end test (`npm run test:e2e:editor`, part of `npm test`): it starts
 * `npm run edit` on its own loopback port (EDITOR_PORT, default 4329) in a throwaway copy of the
 * project (EDITOR_SOURCE_DIR), and edits the files under its src/content through the editor in
 * Chromium. The checkout is never written, so the suite runs beside suites that read it.
 */
const port = Number(process.env.EDITOR_PORT ?? 4329);
const baseURL = `http://127.0.0.1:${port}`;

// Made once by the main process; the workers inherit the path through the environment.
if (!process.env.EDITOR_SOURCE_DIR) {
  const copy = join(tmpdir(), `eca-editor-${port}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  copyProject(copy);
  process.env.EDITOR_SOURCE_DIR = copy;
}

export default defineConfig({
  testDir: "tests/editor",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One development server, and the tests change its files: one at a time.
  workers: 1,
  reporter: "list",
  // Limits, not waits: the first visit compiles the editor (about 10 s on the 2-core machine).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: [...chromiumArgs] },
  },
  projects: [{ name: "editor", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `npm run edit -- --port ${port} --host 127.0.0.1`,
    cwd: process.env.EDITOR_SOURCE_DIR,
    url: `${baseURL}/keystatic`,
    // A server already on the port would be serving another folder than the one the tests edit.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
