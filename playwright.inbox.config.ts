import { defineConfig, devices } from "@playwright/test";
import { findTestBrowser, testBrowserArgs } from "./tools/chromium-path";

/**
 * The owner's inbox end to end (`npm run test:e2e:inbox`): the spec starts the production server
 * itself (server/main.ts on PORT, default 4331) with a throwaway lead database, an account made
 * by `npm run users -- add`, and a test SMTP server, because it restarts the server mid-test and
 * counts the emails. It serves the existing build (BUILD_DIR, default dist).
 */
export default defineConfig({
  testDir: "tests/inbox",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One server and one database, and the tests build on each other: one at a time.
  workers: 1,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: [...testBrowserArgs] },
  },
  projects: [{ name: "inbox", use: { ...devices["Desktop Chrome"] } }],
});
