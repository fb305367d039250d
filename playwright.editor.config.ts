import { defineConfig, devices } from "@playwright/test";
import { editorScratch } from "./tests/editor/built-editor";
import { findTestBrowser, testBrowserArgs } from "./tools/chromium-path";

/**
 * The content editor's end-to-end test (`npm run test:e2e:editor`, part of `npm test`): the
 * production app serves the built editor (`npm run build:editor`) on its own loopback port
 * (EDITOR_PORT, default 4329) over a throwaway copy of the project, signed in as the owner; the
 * tests edit through the editor in Chromium and read the copy's files. The development editor's
 * own saves and reloads are playwright.edit.config.ts's.
 */
const scratch = editorScratch();

export default defineConfig({
  testDir: "tests/editor",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One server and one copy of the files, which the tests change: one at a time.
  workers: 1,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: scratch.baseURL,
    storageState: scratch.sessionFile,
    // One context for the suite, reset to the owner's session between tests (its storage and the
    // editor's drafts in IndexedDB cleared): a new context for each cost the suite a sixth of its
    // CPU time, as it did the page checks (decision 013).
    reuseContext: true,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: [...testBrowserArgs] },
  },
  projects: [{ name: "editor", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx tests/editor/built-editor-server.ts",
    url: `${scratch.baseURL}/admin/sign-in`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
