/**
 * Makes sure a Chromium exists before the end-to-end tests. When none is found and we run as root
 * on Debian, installs the distribution's `chromium` package; otherwise explains how to get one.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium-path.mjs";

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasAptGet = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

if (isRoot && existsSync("/etc/debian_version") && hasAptGet) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get)...");
  const apt = (...args) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  const update = apt("update");
  const install = update.status === 0 ? apt("install", "-y", "chromium") : update;
  const installed = findChromium();
  if (install.status === 0 && installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
  console.error(
    install.status === 0
      ? "apt-get installed chromium, but no executable was found where expected."
      : "apt-get could not install chromium.",
  );
}

console.error(
  [
    "No Chromium found for the end-to-end tests and audits.",
    "Get one of these:",
    "  - install your distribution's package (Debian/Ubuntu: `sudo apt-get install chromium`), or",
    "  - set CHROME_PATH to a Chrome or Chromium executable, or",
    "  - where Playwright's CDN is reachable: `npx playwright install chromium`.",
  ].join("\n"),
);
process.exit(1);
