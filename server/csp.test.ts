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

  // Each value as the site editor could save it, escaped as Astro writes an attribute value:
  // only `&` and `"`, so a `<` reaches the page as it was typed.
  it.each([
    "Five signs <!-- and one sign",
    "Five signs --> and one sign",
    "Five signs <script>alert(1)</script>",
    "Five signs </script> and one sign",
    "Five signs <style> and one sign",
    'Five "signs" > one <!-- sign',
  ])("takes no markup from an attribute value: %s", (text) => {
    const value = text.replaceAll("&", "&#38;").replaceAll('"', "&#34;");
    const html = `<!doctype html><html><head>
      <meta name="description" content="${value}">
      <meta property="og:title" content="${value}">
      <script>first()</script><style>first{}</style>
      </head><body><a title="${value}" href="/">x</a>
      <p>Hello, <!-- -->world</p><script>last()</script><style>last{}</style></body></html>`;
    expect(findInlineContent(html)).toEqual({
      scripts: ["first()", "last()"],
      styles: ["first{}", "last{}"],
      styleAttributes: [],
      externalScripts: [],
      blocked: [],
    });
  });

  it("reads every attribute after a `>` in an attribute value", () => {
    const { styleAttributes, blocked } = findInlineContent(
      `<p title="a > b" style="color:red">x</p><a title="1 > 0" onclick="go()">y</a>`,
    );
    expect(styleAttributes).toEqual(["color:red"]);
    expect(blocked).toEqual(['onclick="go()"']);
  });

  it("takes no script from a comment, however it ends", () => {
    const { scripts } = findInlineContent(
      `<!-- <script>commented()</script> --><!--><script>a()</script>
      <!-- x --!><script>b()</script><p>Hello, <!-- -->world</p>`,
    );
    expect(scripts).toEqual(["a()", "b()"]);
  });

  it("takes no script from the text of a <title> or <textarea>", () => {
    const { scripts } = findInlineContent(
      `<title>Why <script>x()</script></title><textarea><script>y()</script></textarea><script>z()</script>`,
    );
    expect(scripts).toEqual(["z()"]);
  });

  it("ends a script where the browser does, past a `<!--<script>` inside it", () => {
    const { scripts } = findInlineContent(
      `<script>if (a) document.write("<!--<script>b()</script>")</script><script>c()</script>`,
    );
    expect(scripts).toEqual(['if (a) document.write("<!--<script>b()</script>")', "c()"]);
  });

  it("decodes every character reference in a style attribute", () => {
    const { styleAttributes } = findInlineContent(
      `<p style="content:&quot;&rarr;&#x41;&hellip;&quot;;font-family:&apos;A&amp;B&apos;"></p>`,
    );
    expect(styleAttributes).toEqual([`content:"\u2192A\u2026";font-family:'A&B'`]);
  });

  it("normalises newlines in attribute values and styles as in scripts", () => {
    const found = findInlineContent(`<p style="a:b;\r\nc:d;\re:f"></p><style>a{}\r\nb{}</style>`);
    expect(found.styleAttributes).toEqual(["a:b;\nc:d;\ne:f"]);
    expect(found.styles).toEqual(["a{}\nb{}"]);
  });

  it("reports javascript: URLs that the URL parser would clean up", () => {
    const { blocked } = findInlineContent(
      `<a href="java&#x09;script:a()">x</a><a href="&#x01;javascript:b()">y</a><a href="/javascript:">z</a>`,
    );
    expect(blocked).toEqual(['href="java\tscript:a()"', 'href="\u0001javascript:b()"']);
  });

  it("takes text that begins like a javascript: URL for text outside URL attributes", () => {
    const { blocked } = findInlineContent(
      `<meta name="description" content="JavaScript: when a small business needs it"><img alt="javascript:" src="/a.png">`,
    );
    expect(blocked).toEqual([]);
  });

  it("finds the scripts and styles of a <template>", () => {
    const found = findInlineContent(
      `<template id="row"><tr><td><script>t()</script><style>t{}</style></td></tr></template>`,
    );
    expect(found.scripts).toEqual(["t()"]);
    expect(found.styles).toEqual(["t{}"]);
  });

  it("hashes an SVG script's text after its character references, as the browser does", () => {
    const { scripts } = findInlineContent(`<svg><script>a &amp;&amp; b()</script></svg>`);
    expect(scripts).toEqual(["a && b()"]);
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

  it("allows each of five scripts when the description holds `<!--`", () => {
    const texts = ["one()", "two()", 'import "/a.js"', '{"prefetch":[]}', "five()"];
    const html = `<!doctype html><html><head>
      <meta name="description" content="Five signs your business needs automation <!-- and one sign it doesn't">
      <script>${texts[0]}</script><script>${texts[1]}</script>
      <script type="module">${texts[2]}</script><script type="speculationrules">${texts[3]}</script>
      <script type="application/ld+json">{"description":"Five signs \\u003c!-- and one"}</script>
      </head><body><p>Read <!-- -->more</p><script>${texts[4]}</script></body></html>`;
    const scriptSrc = pageCsp(html)
      .split("; ")
      .find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.match(/'sha256-[^']+'/g)?.sort()).toEqual(texts.map(hash).sort());
  });

  it("hashes no JSON-LD", () => {
    expect(pageCsp(`<script type="application/ld+json">{"@type":"Thing"}</script>`)).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; ${base}`,
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
