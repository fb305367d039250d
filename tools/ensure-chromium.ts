/**
 * Makes sure a browser exists before the end-to-end tests (default: Chromium's headless shell) or
 * an audit (`tsx tools/ensure-chromium.ts chromium`: the full browser). When the wanted one is
 * missing and we run as root on Debian, installs the distribution's package with apt-get; the tests
 * fall back to a full Chromium when the headless shell cannot be installed.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium, findTestBrowser, systemHeadlessShell } from "./chromium-path";

const wanted = process.argv[2] ?? "chromium-headless-shell";
if (wanted !== "chromium-headless-shell" && wanted !== "chromium") {
  console.error("Usage: tsx tools/ensure-chromium.ts [chromium-headless-shell | chromium]");
  process.exit(2);
}
const forTests = wanted === "chromium-headless-shell";
const hasWanted = () => (forTests ? findTestBrowser() === systemHeadlessShell : findChromium());
const found = () => (forTests ? findTestBrowser() : findChromium());

if (hasWanted() || process.env.CHROME_PATH) {
  console.log(`Browser: ${found()}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasAptGet = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;

if (isRoot && existsSync("/etc/debian_version") && hasAptGet) {
  console.log(`No ${wanted} found: installing Debian's ${wanted} package (apt-get)...`);
  const apt = (...args: string[]) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  const update = apt("update");
  const install = update.status === 0 ? apt("install", "-y", wanted) : update;
  if (install.status !== 0) console.error(`apt-get could not install ${wanted}.`);
}

const browser = found();
if (browser) {
  console.log(`Browser: ${browser}`);
  process.exit(0);
}
console.error(
  [
    `No ${wanted} found for the ${forTests ? "end-to-end tests" : "audits"}.`,
    "Get one of these:",
    `  - install your distribution's package (Debian/Ubuntu: \`sudo apt-get install ${wanted}\`), or`,
    "  - set CHROME_PATH to a Chrome or Chromium executable, or",
    "  - where Playwright's CDN is reachable: `npx playwright install chromium`.",
  ].join("\n"),
);
process.exit(1);
