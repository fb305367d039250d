/**
 * Finds a Chromium to drive (Playwright, Lighthouse). Order: CHROME_PATH, the system packages
 * (Debian's /usr/bin/chromium first), then a browser installed by `npx playwright install`.
 * Returns the executable's path, or null when there is none.
 */
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** Flags for a headless Chromium in a container or CI box (no sandbox, GPU or background calls). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function playwrightManagedChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("@playwright/test");
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : null;
  } catch {
    return null;
  }
}

/** @returns {string | null} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
  for (const candidate of systemCandidates) if (isExecutable(candidate)) return candidate;
  return playwrightManagedChromium();
}
