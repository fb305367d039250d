import { defineConfig, devices } from "@playwright/test";
import { findTestBrowser, testBrowserArgs } from "./tools/chromium-path";

/**
 * The development editor's end-to-end test (`npm run test:e2e:edit`, part of `npm test`): it starts
 * `npm run edit` on its own loopback port (EDIT_PORT, default 4330), saves into the real files
 * under src/content through the development server's API and its editor, checks the open site
 * pages reload with the change, and puts every file back when it ends.
 */
const port = Number(process.env.EDIT_PORT ?? 4330);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/edit",
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
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: [...testBrowserArgs] },
  },
  projects: [{ name: "edit", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `npm run edit -- --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/keystatic`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
