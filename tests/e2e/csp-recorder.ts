import type { Page, Response } from "@playwright/test";
import { expect } from "./fixtures";

/** The run is against a build made with a (test) GA_MEASUREMENT_ID: `npm run test:e2e:analytics`. */
export const analytics = Boolean(process.env.GA_MEASUREMENT_ID);

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
export async function recordViolations(page: Page) {
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

/** The page's Content-Security-Policy header: strict, with analytics hosts only when configured. */
export function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy.includes("https://www.googletagmanager.com")).toBe(analytics);
}
