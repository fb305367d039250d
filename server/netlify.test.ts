import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { netlifyHeaders, pagePath, parseHeadersFile } from "../scripts/netlify-headers";
import { appOptions, type Fixture, fixtureFiles, makeFixture } from "../tests/support/fixture";
import { buildApp, type ServerApp } from "./app";
import { readConfig } from "./config";
import { pageCsp } from "./csp";
import { cacheControl, redirects, securityHeaders, strictTransportSecurity } from "./policy";

type Table = Record<string, string | number>;

/** Just enough TOML for netlify.toml: tables, arrays of tables, one level of subtables, strings and integers. */
function parseNetlifyToml(text: string) {
  const tables: Record<string, Table[]> = {};
  let current: Table = {};
  let prefix = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^(\[\[?)\s*([\w.]+)\s*\]\]?$/.exec(line);
    if (header) {
      const [, brackets, name = ""] = header;
      if (brackets === "[[" || !name.includes(".")) {
        current = {};
        tables[name] = [...(tables[name] ?? []), current];
        prefix = "";
      } else {
        prefix = `${name.split(".").pop()}.`;
      }
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*(?:"(.*)"|(\d+))$/.exec(line);
    if (!pair) throw new Error(`unexpected line: ${line}`);
    const [, key = "", quoted, number] = pair;
    current[`${prefix}${key}`] = number === undefined ? (quoted ?? "") : Number(number);
  }
  return tables;
}

const netlify = parseNetlifyToml(readFileSync(new URL("../netlify.toml", import.meta.url), "utf8"));

it("netlify.toml builds with npm run build and publishes the client build", () => {
  expect(netlify.build?.[0]).toMatchObject({
    command: "npm run build",
    publish: readConfig({}).staticRoot,
  });
});

it("netlify.toml has the server's redirects, with the 404 catch-all last", () => {
  const rules = netlify.redirects ?? [];
  for (const [from, to] of Object.entries(redirects)) {
    expect(rules).toContainEqual({ from, to, status: 301 });
  }
  expect(rules.at(-1)).toEqual({ from: "/*", to: "/404.html", status: 404 });
  expect(rules).toHaveLength(Object.keys(redirects).length + 1);
});

it("netlify.toml sets no headers: they all come from the generated _headers", () => {
  // Netlify combines a header set in both places, which would make two policies out of one.
  expect(netlify.headers).toBeUndefined();
});

let fixture: Fixture;
let server: ServerApp;
let rules: ReturnType<typeof parseHeadersFile>;
beforeAll(async () => {
  fixture = makeFixture();
  server = await buildApp(appOptions(fixture));
  rules = parseHeadersFile(await netlifyHeaders(fixture.staticRoot));
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});
const headersFor = (path: string) =>
  Object.fromEntries(rules.find((rule) => rule.path === path)?.headers ?? []);

it("_headers sends the server's security headers, HSTS and the hashed-asset cache everywhere", () => {
  expect(rules.map((rule) => rule.path).slice(0, 2)).toEqual(["/*", "/assets/*"]);
  const { "Content-Security-Policy": _csp, ...shared } = headersFor("/*");
  expect(shared).toEqual({
    ...securityHeaders,
    "Strict-Transport-Security": strictTransportSecurity,
  });
  expect(headersFor("/assets/*")).toEqual({ "Cache-Control": cacheControl.hashedAsset });
});

it("_headers gives every page the Content-Security-Policy the server sends for it", async () => {
  const pages = Object.keys(fixtureFiles).flatMap((file) => {
    const path = pagePath(file);
    return path ? [path] : [];
  });
  expect(pages).toEqual(["/", "/pricing", "/process-audit", "/blog", "/blog/first-post"]);
  expect(rules.slice(2).map((rule) => rule.path)).toEqual([...pages].sort());
  for (const path of pages) {
    const served = (await server.app.request(`http://localhost${path}`)).headers;
    expect(headersFor(path), path).toEqual({
      "Content-Security-Policy": served.get("content-security-policy"),
    });
  }
});

it("_headers' site-wide policy allows the inline content of every page (the 404 page's too)", () => {
  const sitewide = headersFor("/*")["Content-Security-Policy"] ?? "";
  const sources = (csp: string, directive: string) =>
    csp
      .split("; ")
      .find((part) => part.startsWith(`${directive} `))
      ?.split(" ")
      .slice(1) ?? [];
  for (const [file, html] of Object.entries(fixtureFiles)) {
    if (!file.endsWith(".html")) continue;
    const own = pageCsp(String(html));
    for (const directive of ["script-src", "style-src", "img-src"]) {
      expect(sources(sitewide, directive), `${file} ${directive}`).toEqual(
        expect.arrayContaining(sources(own, directive)),
      );
    }
  }
  expect(sitewide).toMatch(/script-src 'self' 'sha256-/);
});
