import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyHeaders, parseHeadersFile } from "../scripts/netlify-headers";
import { appOptions, type Fixture, fixtureFiles, makeFixture } from "../tests/support/fixture";
import { observatoryScore } from "../tests/support/observatory";
import { buildApp, type ServerApp } from "./app";

/**
 * The headers graded by the MDN HTTP Observatory's published rules (tests/support/observatory.ts):
 * the deployed site, reached over HTTPS behind a proxy, must get A+ (100 or more).
 */

let fixture: Fixture;
let server: ServerApp;
let analyticsFixture: Fixture;
let analyticsServer: ServerApp;
const gtagPage = `<!doctype html><html lang="en"><head><title>Home</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST000000"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',"G-TEST000000");</script>
</head><body><h1>Home</h1><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

beforeAll(async () => {
  fixture = makeFixture();
  analyticsFixture = makeFixture();
  // A home page as a build with GA_MEASUREMENT_ID makes it.
  writeFileSync(join(analyticsFixture.staticRoot, "index.html"), gtagPage);
  // The deployment: TLS ends at one reverse proxy, which says so in X-Forwarded-Proto.
  server = await buildApp(appOptions(fixture, { trustProxy: 1 }));
  analyticsServer = await buildApp(appOptions(analyticsFixture, { trustProxy: 1 }));
});
afterAll(async () => {
  await Promise.all([server.close(), analyticsServer.close()]);
  fixture.remove();
  analyticsFixture.remove();
});

/** What the Observatory sees of a page of the Node server: https, through the proxy. */
async function scan(path: string, app = server) {
  const url = `https://www.example.com${path}`;
  const get = (headers: Record<string, string> = {}) =>
    app.app.request(`http://localhost${path}`, {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2.1", ...headers },
    });
  const response = await get();
  expect(response.status).toBe(200);
  const probe = await get({ Origin: "https://observatory.example" });
  return observatoryScore({
    url,
    headers: response.headers,
    html: await response.text(),
    // Production redirects plain HTTP to HTTPS on the same host (the proxy or Netlify does).
    redirection: "to-https",
    corsProbe: { origin: "https://observatory.example", headers: probe.headers },
  });
}

const modifiers = (tests: { test: string; modifier: number }[]) =>
  Object.fromEntries(tests.map(({ test, modifier }) => [test, modifier]));

describe("the scorer follows the published rules", () => {
  const base = {
    url: "https://www.example.com/",
    html: '<script src="/a.js"></script>',
    redirection: "to-https" as const,
  };

  it("grades the old header set (only frame-ancestors, no HSTS) C+ 60, as the issue estimated", () => {
    const result = observatoryScore({
      ...base,
      headers: new Headers({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Frame-Options": "DENY",
        "Content-Security-Policy": "frame-ancestors 'none'",
      }),
    });
    expect(modifiers(result.tests)).toMatchObject({
      "content-security-policy": -20, // no script-src or default-src: anything may run
      "strict-transport-security": -20,
      "referrer-policy": 5,
      "x-frame-options": 5,
    });
    // The bonuses do not count: without them the score is under 90.
    expect(result).toMatchObject({ score: 60, grade: "C+" });
  });

  it("grades a site with no security headers D (30)", () => {
    expect(observatoryScore({ ...base, headers: new Headers() })).toMatchObject({
      score: 30,
      grade: "D",
    });
  });

  it.each([
    ["script-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline", -20],
    [
      "default-src 'self'; script-src 'self' 'unsafe-eval'",
      "csp-implemented-with-unsafe-eval",
      -10,
    ],
    [
      "default-src 'self'; style-src 'self' 'unsafe-inline'",
      "csp-implemented-with-unsafe-inline-in-style-src-only",
      0,
    ],
    [
      "default-src 'self'; script-src 'self' 'sha256-abc' 'unsafe-inline'",
      "csp-implemented-with-no-unsafe",
      5,
    ],
    ["default-src 'none'", "csp-implemented-with-no-unsafe-default-src-none", 10],
    [
      "default-src 'self'; img-src http:",
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
      -10,
    ],
    ["default-src 'self'; default-src 'none'", "csp-header-invalid", -25],
  ])("CSP %j is %s (%i)", (policy, result, modifier) => {
    const csp = observatoryScore({
      ...base,
      headers: new Headers({ "Content-Security-Policy": policy }),
    }).tests[0];
    expect(csp).toEqual({ test: "content-security-policy", result, modifier });
  });

  it("takes HSTS under six months, or none over HTTPS, off the score", () => {
    const hsts = (value: string) =>
      observatoryScore({ ...base, headers: new Headers({ "Strict-Transport-Security": value }) })
        .tests[5];
    expect(hsts("max-age=63072000; includeSubDomains")?.modifier).toBe(0);
    expect(hsts("max-age=86400")?.modifier).toBe(-10);
    expect(hsts("includeSubDomains")?.modifier).toBe(-20);
  });
});

describe("this site's headers", () => {
  it("the Node server over HTTPS: A+ (125)", async () => {
    const result = await scan("/");
    expect(modifiers(result.tests)).toEqual({
      "content-security-policy": 5,
      cookies: 0,
      "cross-origin-resource-sharing": 0,
      redirection: 0,
      "referrer-policy": 5,
      "strict-transport-security": 0,
      "subresource-integrity": 0,
      "x-content-type-options": 0,
      "x-frame-options": 5,
      "cross-origin-resource-policy": 10,
    });
    expect(result).toMatchObject({ score: 125, grade: "A+" });
  });

  it("every page of the server gets A+", async () => {
    for (const file of Object.keys(fixtureFiles)) {
      if (!file.endsWith("index.html")) continue;
      const path = `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1");
      expect((await scan(path)).grade, path).toBe("A+");
    }
  });

  it("with analytics: A+ (120), the external gtag.js costing 5 for having no SRI", async () => {
    const result = await scan("/", analyticsServer);
    expect(modifiers(result.tests)).toMatchObject({
      "content-security-policy": 5,
      "subresource-integrity": -5,
    });
    expect(result).toMatchObject({ score: 120, grade: "A+" });
  });

  it("Netlify with the generated _headers: A+ (125), with both matching rules applied", async () => {
    const rules = parseHeadersFile(await netlifyHeaders(fixture.staticRoot));
    // Netlify applies every rule that matches "/" and joins a repeated header with a comma.
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    for (const rule of rules.filter((rule) => rule.path === "/*" || rule.path === "/")) {
      for (const [name, value] of rule.headers) headers.append(name, value);
    }
    expect(headers.get("content-security-policy")?.split(", ")).toHaveLength(2);
    const result = observatoryScore({
      url: "https://www.example.com/",
      headers,
      html: String(fixtureFiles["index.html"]),
      redirection: "to-https",
    });
    expect(result).toMatchObject({ score: 125, grade: "A+" });
  });

  it("a plain-HTTP local run sends no HSTS, so there it would lose 20 (and get no A+)", async () => {
    const local = await server.app.request("http://localhost/");
    expect(local.headers.get("strict-transport-security")).toBeNull();
  });
});
