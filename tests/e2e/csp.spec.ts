import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { findInlineContent } from "../../server/csp";
import { buildDirOf } from "../../site-env";
import { analytics, expectStrictPolicy, recordViolations } from "./csp-recorder";
import { expect, test } from "./fixtures";
import { firstOfEach, hydrateContactIsland, sitePages, watchProblems } from "./helpers";

/**
 * Every page under the server's real Content-Security-Policy: nothing on any page may
 * be refused, with or without analytics. A build with GA_MEASUREMENT_ID runs these tests on one
 * page per set of scripts, the contact form and the 404 screen, with Google's hosts answered by a
 * stand-in (no request leaves the machine). The default build's run keeps the two tests that do
 * not depend on the build (an injected script refused, built files never pages); pages.spec.ts,
 * contact.spec.ts and shell.spec.ts check its pages, its form and its 404 screen under the policy:
 *   GA_MEASUREMENT_ID=G-TEST000000 BUILD_DIR=build-ga npm run build
 *   GA_MEASUREMENT_ID=G-TEST000000 BUILD_DIR=build-ga PORT=4519 npx playwright test csp.spec.ts
 */
const paths = sitePages.map((sitePage) => sitePage.path);

/**
 * What of a built page's own can run: its inline and external scripts and its islands. Analytics
 * adds the same scripts to every page, so pages alike in these are alike under its policy.
 */
function scriptsOf(path: string): string {
  const html = readFileSync(join(resolve(buildDirOf()), path, "index.html"), "utf8");
  const { scripts, externalScripts } = findInlineContent(html);
  const islands = [...html.matchAll(/<astro-island\b[^>]*\scomponent-url="([^"]+)"/g)].map(
    ([, url]) => url,
  );
  return JSON.stringify([scripts, externalScripts, islands].map((list) => [...list].sort()));
}

test.describe("Content-Security-Policy in force", () => {
  test("the list of pages is complete", () => {
    expect(paths.length).toBeGreaterThanOrEqual(30);
    expect(paths).toContain("/privacy-policy"); // the page with the date script
    expect(paths).toContain("/roi-calculator"); // the page with a second island
  });

  // The default build's pages are each checked under the policy by pages.spec.ts, which loads each
  // page once for all its checks; the analytics build's are checked here, one page per set of
  // scripts: what analytics adds is the same on every page.
  for (const path of analytics ? firstOfEach(paths, scriptsOf) : []) {
    test(`${path}: nothing is refused`, async ({ page }) => {
      const problems = watchProblems(page);
      const csp = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expectStrictPolicy(response);
      await hydrateContactIsland(page);
      await page.waitForLoadState("networkidle");
      if (analytics) {
        expect(await page.evaluate(() => (window as { __gtagSent?: string[] }).__gtagSent)).toEqual(
          [process.env.GA_MEASUREMENT_ID],
        );
      }
      expect(await csp.violations()).toEqual([]);
      expect(csp.consoleReports).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  // Without analytics, the form sends under the policy in contact.spec.ts (a real post, any
  // refusal a console error) after pages.spec.ts hydrated it on every page with nothing refused.
  if (analytics) {
    test("the contact dialog opens and sends a lead under the policy", async ({ page }) => {
      const problems = watchProblems(page);
      const csp = await recordViolations(page);
      await page.goto("/pricing");
      await hydrateContactIsland(page);
      await page.getByRole("banner").getByRole("button", { name: "GET STARTED" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("textbox", { name: "First name" }).fill("Casey");
      await dialog.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
      await dialog.getByRole("textbox", { name: "Company" }).fill("Ballard Bike Works");
      await dialog.getByRole("textbox", { name: "Email" }).fill(`csp-${Date.now()}@example.com`);
      await dialog.getByRole("button", { name: "Request My Free Consultation" }).click();
      await expect(
        dialog.getByRole("heading", { name: "Your consultation request is in." }),
      ).toBeVisible();
      expect(await csp.violations()).toEqual([]);
      expect(csp.consoleReports).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  // Both builds' policies refuse inline scripts by the same rules (server/csp.test.ts): one run
  // proves it in the browser.
  if (!analytics) {
    test("the policy is really enforced: an injected inline script is refused and reported", async ({
      page,
    }) => {
      const csp = await recordViolations(page);
      await page.goto("/");
      await hydrateContactIsland(page);
      await page
        .addScriptTag({ content: "window.__injected = true;" })
        .catch(() => "refused, as it should be");
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
        undefined,
      );
      await expect
        .poll(csp.violations)
        .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    });
  }
});

test.describe("unknown path", () => {
  // Without analytics, shell.spec.ts reads the same 404 screen and its policy.
  if (analytics) {
    test("/no-such-page: 404 with header and footer, its own policy, and no console error", async ({
      page,
    }) => {
      const problems = watchProblems(page);
      // Chromium logs the document's own 404 as "Failed to load resource"; that one is by design.
      const ownStatus: string[] = [];
      page.on("console", (message) => {
        if (
          message.location().url.endsWith("/no-such-page") &&
          /status of 404/.test(message.text())
        )
          ownStatus.push(`console error: ${message.text()}`);
      });
      const csp = await recordViolations(page);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await hydrateContactIsland(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Unexpected Application Error!",
      );
      const banner = page.getByRole("banner");
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link").first()).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
      expect(await csp.violations()).toEqual([]);
      // The document itself answers 404 by design; anything else would be a defect.
      expect(ownStatus).toHaveLength(1);
      expect(
        problems.filter(
          (problem) =>
            !/^HTTP 404: \S+\/no-such-page$/.test(problem) && !ownStatus.includes(problem),
        ),
      ).toEqual([]);
    });
  }

  // Served alike whatever the build's analytics: checked in the default run.
  if (!analytics) {
    test("built files are never pages: /404.html and the old SPA fallback are 404, index.html redirects", async ({
      request,
    }) => {
      for (const path of ["/404.html", "/__spa-fallback.html", "/_headers"]) {
        expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
      }
      const indexFiles: readonly (readonly [from: string, to: string])[] = [
        ["/pricing/index.html", "/pricing"],
        ["/blog/change-management-automation/index.html", "/blog/change-management-automation"],
        ["/index.html", "/"],
      ];
      for (const [from, to] of indexFiles) {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        expect(response.headers().location, from).toBe(to);
      }
    });
  }
});
