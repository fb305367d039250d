import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { findInlineContent, pageCsp, sha256Source } from "./csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("findInlineContent", () => {
  it("finds what a browser runs and skips data blocks", () => {
    const html = `<!doctype html><html><head>
      <script>one()</script>
      <script type="module">import "/a.js"</script>
      <SCRIPT TYPE="text/javascript">three()</SCRIPT>
      <script type="speculationrules">{"prefetch":[]}</script>
      <script type="application/ld+json">{"@type":"Thing"}</script>
      <script type="application/json">{"a":1}</script>
      <script type="module" src="/assets/app.js"></script>
      <script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
      <style>a{color:red}</style>
      <!-- <script>commented()</script> -->
    </head><body><noscript><style>#x{display:none}</style></noscript>
      <p style="color: red">x</p><p data-style="not-me">y</p></body></html>`;
    expect(findInlineContent(html)).toEqual({
      scripts: ["one()", 'import "/a.js"', "three()", '{"prefetch":[]}'],
      styles: ["a{color:red}", "#x{display:none}"],
      styleAttributes: ["color: red"],
      externalScripts: ["/assets/app.js", "https://www.googletagmanager.com/gtag/js?id=G-1"],
      blocked: [],
    });
  });

  it("hashes text as the browser does: newlines normalised, character references kept", () => {
    const { scripts } = findInlineContent("<script>a &amp;&amp; b\r\nc\rd</script>");
    expect(scripts).toEqual(["a &amp;&amp; b\nc\nd"]);
  });

  it("decodes attribute values, which the browser hashes after parsing", () => {
    const { styleAttributes } = findInlineContent(
      `<div style="content:&quot;&#x41;&#66;&quot;"></div><div style='a:b'></div>`,
    );
    expect(styleAttributes).toEqual(['content:"AB"', "a:b"]);
  });

  it("reports inline handlers and javascript: URLs, which no hash can allow", () => {
    const { blocked } = findInlineContent(
      `<button onclick="go()">x</button><a href=" JavaScript:alert(1)">y</a><a href="/ok">z</a>`,
    );
    expect(blocked).toEqual(['onclick="go()"', 'href=" JavaScript:alert(1)"']);
  });
});

describe("pageCsp", () => {
  const base =
    "img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

  it("allows each inline script and style by its SHA-256, once", () => {
    const html = "<script>a()</script><script>a()</script><style>b{}</style>";
    expect(sha256Source("a()")).toBe(hash("a()"));
    expect(pageCsp(html)).toBe(
      `default-src 'self'; script-src 'self' ${hash("a()")}; style-src 'self' ${hash("b{}")}; ${base}`,
    );
  });

  it("needs no hash for a linked stylesheet: 'self' allows the site's own files", () => {
    expect(pageCsp('<link rel="stylesheet" href="/assets/app.abc12345.css"><p>x</p>')).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; ${base}`,
    );
  });

  it("allows style attributes only through 'unsafe-hashes' and their hashes", () => {
    expect(pageCsp('<p style="margin:0">x</p>')).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-hashes' ${hash("margin:0")}; ${base}`,
    );
  });

  it("adds the analytics sources only when the page loads gtag.js", () => {
    const csp = pageCsp(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script><script>gtag()</script>`,
    );
    expect(csp).toBe(
      `default-src 'self'; script-src 'self' ${hash("gtag()")} https://www.googletagmanager.com; style-src 'self'; img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com`,
    );
    expect(pageCsp("<p>no analytics</p>")).not.toContain("google");
  });

  it("fails, naming the page, on a script from an origin nobody allowed", () => {
    expect(() =>
      pageCsp('<script src="https://cdn.example.com/x.js"></script>', "pricing/index.html"),
    ).toThrow(
      "pricing/index.html: a script from https://cdn.example.com is not allowed; list the origin in thirdPartyScripts (server/policy.ts)",
    );
  });

  it("fails on markup that the policy would block", () => {
    expect(() => pageCsp('<a onclick="x()">y</a>', "about-us/index.html")).toThrow(
      'about-us/index.html: inline event handlers or javascript: URLs are blocked by the Content-Security-Policy: onclick="x()"',
    );
  });

  it("never allows unsafe-inline or unsafe-eval", () => {
    const csp = pageCsp(
      '<script>a()</script><style>b{}</style><p style="c:d"></p><script src="https://www.googletagmanager.com/gtag/js"></script>',
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
