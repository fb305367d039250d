/**
 * Finds a Chromium to drive. Lighthouse audits need the full browser (`findChromium`); the
 * end-to-end tests prefer Chromium's headless shell (`findTestBrowser`), the build Playwright
 * itself runs headless tests in: the same engine without the browser's UI, about a fifth less CPU
 * per test on the 2-core machine (decision 013). Order: CHROME_PATH, the system packages (Debian's
 * /usr/bin first), then a browser installed by `npx playwright install`. Each returns the
 * executable's path, or null when there is none.
 */
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
export const systemHeadlessShell = "/usr/bin/chromium-headless-shell";

/** Flags for a headless Chromium in a container or CI box (no sandbox, GPU or background calls). */
export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The end-to-end suites' flags: the display compositor runs in the browser process instead of a
 * GPU process of its own (with no GPU that process only composites in software). The same frames
 * without passing each one between processes, for 4-8 % less CPU (decision 063). Lighthouse keeps
 * Chromium's default process layout.
 */
export const testBrowserArgs: readonly string[] = [...chromiumArgs, "--in-process-gpu"];

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function playwrightManagedChromium(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("@playwright/test") as typeof import("@playwright/test");
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

function fromEnvironment(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (!fromEnv) return null;
  if (isExecutable(fromEnv)) return fromEnv;
  console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  return null;
}

/** The full browser, for Lighthouse. */
export function findChromium(): string | null {
  return (
    fromEnvironment() ??
    systemChromium.find((candidate) => isExecutable(candidate)) ??
    playwrightManagedChromium()
  );
}

/** The browser for the end-to-end tests: the headless shell where installed. */
export function findTestBrowser(): string | null {
  return (
    fromEnvironment() ??
    (isExecutable(systemHeadlessShell) ? systemHeadlessShell : null) ??
    findChromium()
  );
}
