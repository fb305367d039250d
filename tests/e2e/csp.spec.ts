import { expect, type Page, test } from "@playwright/test";
import { sitePages, waitForApp, watchProblems } from "./helpers";

/**
 * Every page under the server's real Content-Security-Policy (issue 9): nothing on any page may
 * be refused, with or without analytics. A build with GA_MEASUREMENT_ID runs the same tests with
 * Google's hosts answered by a stand-in (no request leaves the machine):
 *   GA_MEASUREMENT_ID=G-TEST000000 BUILD_DIR=build-ga npm run build
 *   GA_MEASUREMENT_ID=G-TEST000000 BUILD_DIR=build-ga PORT=4519 npx playwright test csp.spec.ts
 */
const analytics = Boolean(process.env.GA_MEASUREMENT_ID);

/** A stand-in for gtag.js: it reads the dataLayer and reports the way the real one does. */
const gtagStandIn = `
  window.__gtagStandIn = true;
  const sent = [];
  const send = (name) => {
    const url = "https://region1.google-analytics.com/g/collect?v=2&en=" + encodeURIComponent(name);
    navigator.sendBeacon(url);
    fetch("https://www.google-analytics.com/g/collect?en=" + encodeURIComponent(name), { method: "POST", mode: "no-cors", keepalive: true });
    new Image().src = "https://www.googletagmanager.com/a?en=" + encodeURIComponent(name);
    sent.push(name);
  };
  for (const args of window.dataLayer || []) if (args[0] === "config" || args[0] === "event") send(args[1]);
  window.__gtagSent = sent;
`;

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text()))
      consoleReports.push(message.text());
  });
  if (analytics) {
    // Routes run last-registered first: the catch-all for Google's hosts goes in first.
    await page.route(
      /^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|googletagmanager\.com)\//,
      (route) => route.fulfill({ status: 204 }),
    );
    await page.route("https://www.googletagmanager.com/gtag/js**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: gtagStandIn }),
    );
  }
  return {
    consoleReports,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

const paths = sitePages.map((sitePage) => sitePage.path);

test.describe("Content-Security-Policy in force", () => {
  test("the list of pages is complete", () => {
    expect(paths.length).toBeGreaterThanOrEqual(30);
    expect(paths).toContain("/privacy-policy"); // the page with the date script
    expect(paths).toContain("/roi-calculator"); // the page with a second island
  });

  for (const path of paths) {
    test(`${path}: nothing is refused`, async ({ page }) => {
      const problems = watchProblems(page);
      const csp = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy.includes("https://www.googletagmanager.com")).toBe(analytics);
      await waitForApp(page);
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

  test("the contact dialog opens and sends a lead under the policy", async ({ page }) => {
    const problems = watchProblems(page);
    const csp = await recordViolations(page);
    await page.goto("/pricing");
    await waitForApp(page);
    await page.getByRole("banner").getByRole("button", { name: "GET STARTED" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "First name" }).fill("Casey");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
    await dialog.getByRole("textbox", { name: "Company" }).fill("Ballard Bike Works");
    await dialog.getByRole("textbox", { name: "Email" }).fill(`csp-${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Request My Free Consultation" }).click();
    await expect(dialog.getByRole("heading", { name: /thank you/i })).toBeVisible();
    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleReports).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the policy is really enforced: an injected inline script is refused and reported", async ({
    page,
  }) => {
    const csp = await recordViolations(page);
    await page.goto("/");
    await waitForApp(page);
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
});

test.describe("unknown path", () => {
  test("/no-such-page: 404 with header and footer, its own policy, and no console error", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    // Chromium logs the document's own 404 as "Failed to load resource"; that one is by design.
    const ownStatus: string[] = [];
    page.on("console", (message) => {
      if (message.location().url.endsWith("/no-such-page") && /status of 404/.test(message.text()))
        ownStatus.push(`console error: ${message.text()}`);
    });
    const csp = await recordViolations(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await waitForApp(page);
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
        (problem) => !/^HTTP 404: \S+\/no-such-page$/.test(problem) && !ownStatus.includes(problem),
      ),
    ).toEqual([]);
  });

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
});
