/**
 * What the live-editing spec checks of the live site: a page's width, its scripts under its policy,
 * the files of a build, and how the server answers while a publish goes live.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { contactOpenerSelector } from "../../src/components/ui/invoker";

/** Wider than the viewport by more than a rounding error: the page scrolls sideways. */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/**
 * In Chromium: the page at `url` shows `text` in its description, runs every one of its scripts
 * under its policy (no violation, one hash in the header for each inline script the browser
 * found), and its contact dialog opens.
 */
export async function expectScriptsAllowed(page: Page, url: string, text: string) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (what: string) => violations.push(what));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (what: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.sample}`,
      ),
    ),
  );
  const response = await page.goto(url);
  const policy = response?.headers()["content-security-policy"] ?? "";
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text);
  // Anything the page was going to run has run once the shell script has marked its menu.
  await expect(page.locator("[data-desktop-menu][data-enhanced]")).toHaveCount(1);
  expect(violations).toEqual([]);
  const inlineScripts = await page.evaluate(
    () =>
      new Set(
        [...document.scripts]
          .filter((script) => !script.src)
          .filter((script) =>
            ["", "module", "text/javascript", "importmap", "speculationrules"].includes(
              script.type,
            ),
          )
          .map((script) => script.text),
      ).size,
  );
  const hashes = /script-src ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-/g) ?? [];
  expect(inlineScripts).toBeGreaterThan(1);
  expect(hashes.length).toBe(inlineScripts);
  await page.locator(contactOpenerSelector).filter({ visible: true }).first().click({
    timeout: 30_000,
  });
  await expect(page.locator("#contact-dialog")).toBeVisible();
}

/** Files under `folder` whose text matches. */
export function grep(folder: string, pattern: RegExp): string[] {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (pattern.test(readFileSync(path, "latin1"))) hits.push(path);
    }
  };
  walk(folder);
  return hits;
}

/**
 * Requests the paths in turn, one at a time, and for every page the hashed files it links to,
 * until `until` says so or `requests` have been made; `pauseMs` between rounds leaves the build
 * its share of the machine. Any status but 200, or a page whose files do not all answer 200, is a
 * failure. Throughput is requests per second of time spent waiting for answers (pauses excluded),
 * so a paced loop and a busy one compare.
 */
export async function load(
  origin: string,
  paths: string[],
  {
    requests,
    until,
    pauseMs = 0,
  }: { requests: number; until?: (body: string, path: string) => boolean; pauseMs?: number },
) {
  const failures: string[] = [];
  const times: number[] = [];
  const timed = async (path: string) => {
    const start = performance.now();
    const response = await fetch(`${origin}${path}`);
    const body = await response.text();
    times.push(performance.now() - start);
    if (response.status !== 200) failures.push(`${response.status} ${path}`);
    return body;
  };
  let done = false;
  while (times.length < requests && !done) {
    for (const path of paths) {
      const body = await timed(path);
      if (!path.startsWith("/assets/")) {
        const assets = new Set(
          body.match(/\/assets\/[\w./-]+\.(?:js|css|avif|webp|png|jpe?g|svg)/g),
        );
        for (const asset of assets) {
          const before = failures.length;
          await timed(asset);
          if (failures.length > before) failures.push(`${path} links to a missing ${asset}`);
        }
      }
      if (until?.(body, path)) done = true;
    }
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const seconds = times.reduce((sum, time) => sum + time, 0) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    failures,
    summary: {
      requests: times.length,
      perSecond: Math.round(times.length / seconds),
      medianMs: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10,
      slowestMs: Math.round(sorted.at(-1) ?? 0),
    },
  };
}
