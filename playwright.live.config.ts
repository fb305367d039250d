import { defineConfig, devices } from "@playwright/test";
import { findTestBrowser, testBrowserArgs } from "./tools/chromium-path";

/**
 * Editing the live site end to end (`npm run test:e2e:live`): the spec starts the production
 * server itself (server/main.ts on PORT, default 4336) on a throwaway copy of the project's source
 * (SITE_SOURCE_DIR), so publishing never touches the checkout's own content. It needs the build
 * (BUILD_DIR, default dist) and the editor's bundle (`npm run build:editor`).
 */
export default defineConfig({
  testDir: "tests/live-editing",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One server, one source folder, and the tests build on each other's publishes.
  workers: 1,
  reporter: "list",
  // A publish is a whole site build at low priority, on a machine that may be busy.
  timeout: 15 * 60_000,
  // Limits, not waits: beside the other suites, the editor's first render after Edit has taken
  // more than 10 s on the 2-core machine.
  expect: { timeout: 30_000 },
  use: {
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: [...testBrowserArgs] },
  },
  projects: [{ name: "live-editing", use: { ...devices["Desktop Chrome"] } }],
});
