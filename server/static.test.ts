import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appOptions,
  type Fixture,
  fixtureFiles,
  fixtureInline,
  makeFixture,
} from "../tests/support/fixture";
import { buildApp, type ServerApp } from "./app";
import { sha256Source } from "./csp";
import {
  cacheControl,
  resourceCsp,
  securityHeaders,
  strictTransportSecurity,
  xmlDocumentCsp,
} from "./policy";
import { chooseEncoding, loadStaticSite } from "./static";

let fixture: Fixture;
let server: ServerApp;
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  server.app.request(`http://localhost${path}`, { method, headers });

beforeAll(async () => {
  fixture = makeFixture();
  // Netlify's config file in the build: read by the static host, never served.
  writeFileSync(join(fixture.staticRoot, "_headers"), "/*\n  X-Secret: netlify only\n");
  server = await buildApp(appOptions(fixture));
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});

const page404 = String(fixtureFiles["404.html"]);

describe("routing", () => {
  it("serves / from index.html and /pricing from pricing/index.html without a redirect", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(fixtureFiles["index.html"]);
    const pricing = await get("/pricing");
    expect(pricing.status).toBe(200);
    expect(pricing.headers.get("location")).toBeNull();
    expect(await pricing.text()).toBe(fixtureFiles["pricing/index.html"]);
    expect(await (await get("/blog/first-post")).text()).toBe(
      fixtureFiles["blog/first-post/index.html"],
    );
  });

  it("redirects a trailing slash (301, query kept) and collapses repeated slashes", async () => {
    for (const [from, to] of [
      ["/pricing/", "/pricing"],
      ["/pricing/?plan=a&b=2", "/pricing?plan=a&b=2"],
      ["/blog//first-post/", "/blog/first-post"],
      // Must not become the protocol-relative "//evil.example".
      ["//evil.example/", "/evil.example"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("redirects /business-process-audit to /process-audit in one hop", async () => {
    for (const from of ["/business-process-audit", "/business-process-audit/"]) {
      const response = await get(`${from}?utm=x`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/process-audit?utm=x");
    }
  });

  it("answers 404 with the 404.html shell for anything that is not a file or a page", async () => {
    for (const path of [
      "/nope",
      "/blog/unknown-post",
      "/assets/missing.js",
      "/assets",
      "/pricing.html",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe(page404);
    }
  });

  it("redirects /<page>/index.html to the page's path, and serves no other .html URL", async () => {
    for (const [from, to] of [
      ["/pricing/index.html", "/pricing"],
      ["/blog/first-post/index.html?x=1", "/blog/first-post?x=1"],
      ["/index.html", "/"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
    for (const path of [
      "/404.html",
      "/__spa-fallback.html",
      "/nope/index.html",
      "/pricing/INDEX.HTML",
      "/_headers",
      "/_redirects",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toBe(page404);
      expect(body).not.toContain("netlify only");
    }
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const full = await get("/pricing");
    const head = await get("/pricing", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe(String((await full.arrayBuffer()).byteLength));
    expect(head.headers.get("etag")).toBe(full.headers.get("etag"));
    const missing = await get("/nope", {}, "HEAD");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("");
  });

  it("rejects other methods with 405 and Allow", async () => {
    const response = await get("/pricing", {}, "PUT");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("path traversal", () => {
  it.each([
    ["/..%2fsecret.txt", 400],
    ["/assets/..%2f..%2fsecret.txt", 400],
    ["/..%5csecret.txt", 400],
    ["/index.html%00.js", 400],
    ["/%E0%A4%A", 400],
    ["/../secret.txt", 404], // the URL parser already removed the dot segment
    ["/%2e%2e/secret.txt", 404],
    ["/secret.txt", 404],
  ])("%s answers %i and never the file", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain("top secret");
  });
});

describe("headers", () => {
  it.each([
    ["/", "text/html; charset=utf-8"],
    ["/assets/app-abc123.js", "text/javascript; charset=utf-8"],
    ["/assets/app-abc123.css", "text/css; charset=utf-8"],
    ["/favicon.svg", "image/svg+xml"],
    ["/icon-192.png", "image/png"],
    ["/site.webmanifest", "application/manifest+json"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
  ])("%s has Content-Type %s", async (path, type) => {
    expect((await get(path)).headers.get("content-type")).toBe(type);
  });

  it("caches hashed assets for a year, revalidates HTML, and keeps other files briefly", async () => {
    for (const file of ["/assets/app-abc123.js", "/assets/app-abc123.css"]) {
      expect((await get(file)).headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    expect((await get("/pricing")).headers.get("cache-control")).toBe("no-cache");
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe(cacheControl.other);
    expect((await get("/nope")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 304 to a matching If-None-Match or a recent If-Modified-Since", async () => {
    const first = await get("/pricing");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/pricing", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get("/pricing", { "If-None-Match": 'W/"other"' })).status).toBe(200);
    expect((await get("/", { "If-None-Match": etag })).status).toBe(200);
    const lastModified = first.headers.get("last-modified") ?? "";
    expect((await get("/pricing", { "If-Modified-Since": lastModified })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get("/pricing", { "If-Modified-Since": before })).status).toBe(200);
  });

  it("gives each page a CSP with the hashes of its own inline script and style", async () => {
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    const script = sha256Source(fixtureInline.script);
    const style = sha256Source(fixtureInline.style);
    expect(csp).toBe(
      `default-src 'self'; script-src 'self' ${script}; style-src 'self' ${style}; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    // JSON-LD is data, not a script: no hash for it.
    expect(csp).not.toContain(sha256Source(fixtureInline.data));
    // A page without inline content allows none; the 404 page gets its own document's policy.
    const plain =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    expect((await get("/pricing")).headers.get("content-security-policy")).toBe(plain);
    expect((await get("/nope")).headers.get("content-security-policy")).toBe(plain);
    // A revalidation keeps the page's policy (a 304's headers update the cached response).
    const etag = (await get("/")).headers.get("etag") ?? "";
    const revalidated = await get("/", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(csp);
  });

  it("locks down everything that is not a page", async () => {
    for (const path of ["/assets/app-abc123.js", "/favicon.svg", "/pricing/", "/..%2f"]) {
      expect((await get(path)).headers.get("content-security-policy"), path).toBe(resourceCsp);
    }
  });

  it("lets an XML document load the site's stylesheets and nothing else (the styled feed)", async () => {
    expect((await get("/sitemap.xml")).headers.get("content-security-policy")).toBe(xmlDocumentCsp);
    expect(xmlDocumentCsp).toContain("default-src 'none'; style-src 'self';");
  });

  it("sends HSTS only over HTTPS: the URL, a trusted proxy's X-Forwarded-Proto, or HSTS=1", async () => {
    const hsts = (response: Response) => response.headers.get("strict-transport-security");
    const https = { "X-Forwarded-Proto": "https" };
    expect(hsts(await get("/"))).toBeNull();
    // Without a trusted proxy, anyone could send X-Forwarded-Proto.
    expect(hsts(await get("/", https))).toBeNull();
    expect(hsts(await server.app.request("https://example.com/pricing"))).toBe(
      strictTransportSecurity,
    );
    expect(strictTransportSecurity).toBe("max-age=63072000; includeSubDomains");

    const proxied = await buildApp(appOptions(fixture, { trustProxy: 1 }));
    const forced = await buildApp(appOptions(fixture, { hsts: "on" }));
    const off = await buildApp(appOptions(fixture, { hsts: "off" }));
    try {
      const request = (app: ServerApp, headers: Record<string, string> = {}) =>
        app.app.request("http://localhost/pricing", { headers });
      expect(hsts(await request(proxied, https))).toBe(strictTransportSecurity);
      expect(hsts(await request(proxied, { "X-Forwarded-Proto": "http" }))).toBeNull();
      expect(hsts(await request(forced))).toBe(strictTransportSecurity);
      expect(hsts(await off.app.request("https://example.com/"))).toBeNull();
    } finally {
      await Promise.all([proxied.close(), forced.close(), off.close()]);
    }
  });

  it("sets the security headers on every kind of response", async () => {
    const etag = (await get("/")).headers.get("etag") ?? "";
    const responses = await Promise.all([
      get("/"),
      get("/pricing/"),
      get("/nope"),
      get("/", { "If-None-Match": etag }),
      get("/..%2f", {}),
      get("/", {}, "DELETE"),
      server.app.request("/", {
        method: "POST",
        body: "x",
        headers: { "Content-Type": "text/plain" },
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([
      200, 301, 404, 304, 400, 405, 415,
    ]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers.get(name), `${name} on ${response.status}`).toBe(value);
      }
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    }
  });
});

describe("compression", () => {
  const original = String(fixtureFiles["assets/app-abc123.js"]);

  it("sends brotli when accepted, else gzip, else identity", async () => {
    const br = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(original);

    const gz = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(original);
  });

  it("compresses pages and the 404 page too, but never images", async () => {
    const accept = { "Accept-Encoding": "br" };
    expect((await get("/pricing", accept)).headers.get("content-encoding")).toBe("br");
    const notFound = await get("/nope", accept);
    expect(notFound.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await notFound.arrayBuffer())).toString()).toBe(
      page404,
    );
    const png = await get("/icon-192.png", accept);
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(png.headers.get("vary")).toBeNull();
  });

  it("swaps in the best brotli in the background, still decoding to the original", async () => {
    const site = await loadStaticSite(fixture.staticRoot);
    const quick = site.files.get("/assets/app-abc123.js")?.encoded.br;
    await site.fullyCompressed;
    const best = site.files.get("/assets/app-abc123.js")?.encoded.br;
    expect(best?.length).toBeLessThanOrEqual(quick?.length ?? 0);
    expect(brotliDecompressSync(best ?? new Uint8Array()).toString()).toBe(original);
  });

  describe("the best brotli, kept across loads", () => {
    let cache: string;
    const load = () => loadStaticSite(fixture.staticRoot, { brotliCache: cache });
    const entries = () => readdirSync(cache).sort();
    beforeAll(() => {
      cache = mkdtempSync(join(tmpdir(), "eca-brotli-"));
    });
    afterAll(() => rmSync(cache, { recursive: true, force: true }));

    it("is made once per file's bytes: a second load (a restart, a publish) takes every one from the cache", async () => {
      const first = await (await load()).fullyCompressed;
      expect(first.compressed).toBeGreaterThan(3);
      expect(first.fromCache).toBe(0);
      expect(entries()).toHaveLength(first.compressed);
      const again = await load();
      expect(await again.fullyCompressed).toEqual({ compressed: 0, fromCache: first.compressed });
      const js = again.files.get("/assets/app-abc123.js")?.encoded.br ?? new Uint8Array();
      expect(brotliDecompressSync(js).toString()).toBe(original);
    });

    it("makes a damaged entry again instead of serving it", async () => {
      const [damaged = ""] = entries();
      writeFileSync(join(cache, damaged), "not brotli at all");
      expect((await (await load()).fullyCompressed).compressed).toBe(1);
      expect(readFileSync(join(cache, damaged)).toString()).not.toBe("not brotli at all");
    });

    it("removes an entry no load has used for a month, and keeps those in use", async () => {
      writeFileSync(join(cache, "f".repeat(64)), "from a build long gone");
      const aMonthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      utimesSync(join(cache, "f".repeat(64)), aMonthAgo, aMonthAgo);
      for (const entry of entries()) utimesSync(join(cache, entry), aMonthAgo, aMonthAgo);
      const inUse = entries().filter((entry) => entry !== "f".repeat(64));
      expect(await (await load()).fullyCompressed).toEqual({
        compressed: 0,
        fromCache: inUse.length,
      });
      expect(entries()).toEqual(inUse);
    });

    it("takes a file with the live build's bytes as that build has it, compressing only the changed ones", async () => {
      const live = await load();
      await live.fullyCompressed;
      const next = mkdtempSync(join(tmpdir(), "eca-next-build-"));
      try {
        cpSync(fixture.staticRoot, next, { recursive: true });
        writeFileSync(join(next, "pricing/index.html"), "<!doctype html><p>New prices</p>");
        const published = await loadStaticSite(next, { brotliCache: cache, unchangedFrom: live });
        expect(published.files.get("/assets/app-abc123.js")).toBe(
          live.files.get("/assets/app-abc123.js"),
        );
        const pricing = published.files.get("/pricing/index.html");
        expect(pricing).not.toBe(live.files.get("/pricing/index.html"));
        expect(brotliDecompressSync(pricing?.encoded.br ?? new Uint8Array()).toString()).toBe(
          "<!doctype html><p>New prices</p>",
        );
        expect(await published.fullyCompressed).toEqual({ compressed: 1, fromCache: 0 });
      } finally {
        rmSync(next, { recursive: true, force: true });
      }
    });
  });

  it("reads q-values in Accept-Encoding", () => {
    const both = { br: new Uint8Array(1), gzip: new Uint8Array(1) };
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.1", both)).toBe("br");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("identity", both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("br", { gzip: both.gzip })).toBeUndefined();
  });
});

describe("startup", () => {
  it("refuses a missing build folder with a clear message", async () => {
    await expect(
      buildApp(appOptions(fixture, { staticRoot: `${fixture.dir}/missing` })),
    ).rejects.toThrow(/No build at .*missing: run `npm run build` first/);
  });
});
