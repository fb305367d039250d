import { createHash } from "node:crypto";
import {
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFacts, tokenNames } from "../../src/lib/tokens";
import {
  appOptions,
  type Fixture,
  fixtureFiles,
  makeFixture,
  writeFileWithFolders,
} from "../../tests/support/fixture";
import { Accounts, type Permission } from "../admin/accounts";
import { hashPassword } from "../admin/passwords";
import { buildApp, type ServerApp } from "../app";
import { openDatabase } from "../db/database";
import { CSRF_HEADER, CSRF_META } from "./csrf-fetch";
import { FACTS_PATH, WAITING_PATH } from "./paths";

/**
 * The editor's routes against the real app and Keystatic's real handler, on a throwaway source
 * folder: who gets in, which writes pass, and that a refused one changes no file anywhere.
 */
const CHEAP = { N: 1024, r: 8, p: 1 };
const ORIGIN = "http://localhost";
const EVENT = "src/content/events/2024-03-14-webinar.json";
const LEGAL = "src/content/page-copy/privacy-policy.md";

let fixture: Fixture;
let server: ServerApp;
let source: string;
let outside: string;
let sessions: Record<"editor" | "leadsOnly", { cookie: string; csrf: string }>;
let dbPath: string;

/** Every file under the folders, with a hash of its bytes (links as their target). */
function tree(...roots: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) files[path] = `link to ${readlinkSync(path)}`;
      else if (entry.isDirectory()) walk(path);
      else files[path] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  for (const root of roots) walk(root);
  return files;
}

const write = writeFileWithFolders;

beforeAll(async () => {
  fixture = makeFixture();
  source = join(fixture.dir, "site");
  outside = join(fixture.dir, "outside");
  write(join(source, EVENT), '{\n  "title": "Webinar"\n}\n');
  write(join(source, LEGAL), "---\nhero: {}\n---\n## Contact {% #contact %}\n");
  write(join(source, "src/content/records.ts"), "export const code = 1;\n");
  write(join(source, "package.json"), "{}\n");
  write(join(outside, "victim.json"), "{}\n");
  symlinkSync(outside, join(source, "src/content/linked"));
  symlinkSync(join(outside, "victim.json"), join(source, "src/content/events/victim.json"));
  const bundle = join(fixture.dir, "bundle");
  write(
    join(bundle, "index.html"),
    "<!doctype html><html><head><title>Edit site</title></head><body></body></html>",
  );
  write(join(bundle, "index-abc.js"), "console.log('editor');\n");
  dbPath = fixture.dbPath();
  const db = openDatabase(dbPath);
  const accounts = new Accounts(db);
  const sessionFor = async (email: string, permissions: Permission[]) => {
    accounts.addUser(email, await hashPassword("violet kettle 42 maples", CHEAP), permissions);
    const { token, csrfToken } = accounts.createSession(accounts.findUser(email)?.id ?? 0);
    return { cookie: `eca-inbox=${token}`, csrf: csrfToken };
  };
  sessions = {
    editor: await sessionFor("owner@example.com", ["leads", "site"]),
    leadsOnly: await sessionFor("staff@example.com", ["leads"]),
  };
  db.close();
  server = await buildApp(
    appOptions(fixture, {
      leadsDb: dbPath,
      siteSourceDir: source,
      editorBundleDir: bundle,
      passwordParams: CHEAP,
      // The saves' files are what is tested here; a save's build is the publisher's.
      previewOnSave: false,
    }),
  );
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});

const request = (path: string, init: RequestInit = {}) =>
  server.app.request(`${ORIGIN}${path}`, init, {
    incoming: { socket: { remoteAddress: "203.0.113.7" } },
  } as never);

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

/** A save as Keystatic's UI sends it (with the header our page adds). */
const save = (
  additions: { path: string; contents: Uint8Array | string }[],
  {
    who = sessions.editor,
    headers = {} as Record<string, string>,
    deletions = [] as string[],
  } = {},
) =>
  request("/api/keystatic/update", {
    method: "POST",
    headers: {
      Cookie: who.cookie,
      Origin: ORIGIN,
      "Content-Type": "application/json",
      "no-cors": "1",
      [CSRF_HEADER]: who.csrf,
      ...headers,
    },
    body: JSON.stringify({
      additions: additions.map(({ path, contents }) => ({ path, contents: base64url(contents) })),
      deletions: deletions.map((path) => ({ path })),
    }),
  });

const editorPaths = [
  "/keystatic",
  "/keystatic/collection/events",
  "/keystatic/assets/index-abc.js",
  "/api/keystatic/tree",
  WAITING_PATH,
  FACTS_PATH,
];

// The first request loads Keystatic and the editor's config: seconds on a busy machine.
describe("who gets the editor", { timeout: 60_000 }, () => {
  it("signed out, with a forged cookie, or without the site permission: the site's 404 page, nothing of the editor", async () => {
    for (const cookie of [undefined, "eca-inbox=forged", sessions.leadsOnly.cookie]) {
      for (const path of editorPaths) {
        const response = await request(path, {
          headers: cookie ? { Cookie: cookie, "no-cors": "1" } : {},
        });
        expect(response.status, `${cookie} ${path}`).toBe(404);
        const body = await response.text();
        expect(body).toBe(fixtureFiles["404.html"]);
      }
    }
    const inbox = await request("/admin", { headers: { Cookie: sessions.leadsOnly.cookie } });
    expect(await inbox.text()).not.toContain("Edit site");
    // The publish page is an inbox page: signed out it asks for the sign-in, without the
    // permission it does not exist, and its actions change nothing.
    expect((await request("/admin/site")).headers.get("location")).toBe("/admin/sign-in");
    const headers = { Cookie: sessions.leadsOnly.cookie };
    expect((await request("/admin/site", { headers })).status).toBe(404);
    const publish = await request("/admin/site/publish", {
      method: "POST",
      headers: { ...headers, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: `csrf=${sessions.leadsOnly.csrf}`,
    });
    expect(publish.status).toBe(404);
    expect(readdirSync(source)).not.toContain("builds");
  });

  it("keeps the preview to accounts that may edit the site: to anyone else it is the site's 404 page", async () => {
    for (const path of ["/preview", "/preview/pricing", "/preview/~tools/edit.js"]) {
      for (const headers of [{}, { Cookie: sessions.leadsOnly.cookie }] as Record<
        string,
        string
      >[]) {
        const response = await request(path, { headers });
        expect(response.status, path).toBe(404);
        expect(await response.text()).toBe(await (await request("/no-such-page")).text());
      }
    }
    const preview = await request("/preview/pricing", {
      headers: { Cookie: sessions.editor.cookie },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(await preview.text()).toMatch(/Nothing to preview|No preview yet/);
    const script = await request("/preview/~tools/edit.js", {
      headers: { Cookie: sessions.editor.cookie },
    });
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("gives an account with the site permission the editor's page with the session's token, under its own policy", async () => {
    const page = await request("/keystatic/collection/events", {
      headers: { Cookie: sessions.editor.cookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `<meta name="${CSRF_META}" content="${sessions.editor.csrf}">`,
    );
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self';.*frame-ancestors 'none'/,
    );
    expect(page.headers.get("cache-control")).toBe("no-store");
    const script = await request("/keystatic/assets/index-abc.js", {
      headers: { Cookie: sessions.editor.cookie },
    });
    expect(await script.text()).toBe("console.log('editor');\n");
    const inbox = await request("/admin", { headers: { Cookie: sessions.editor.cookie } });
    expect(await inbox.text()).toContain('<a href="/keystatic">Edit site</a>');
  });

  it("lists only the content folders' files to the editor", async () => {
    const response = await request("/api/keystatic/tree", {
      headers: { Cookie: sessions.editor.cookie, "no-cors": "1" },
    });
    const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain(EVENT);
    expect(paths).toContain(LEGAL);
    expect(paths).not.toContain("package.json");
    expect(paths).not.toContain("src/content/records.ts");
  });
});

describe("a save", { timeout: 60_000 }, () => {
  it("is refused, and writes nothing anywhere, from another origin, without or with a wrong token, or signed out", async () => {
    const before = tree(source, outside);
    const change = [{ path: EVENT, contents: '{\n  "title": "Changed"\n}\n' }];
    const refused = [
      await save(change, { headers: { Origin: "https://evil.example" } }),
      await save(change, { headers: { Origin: "null" } }),
      await save(change, { headers: { [CSRF_HEADER]: "" } }),
      await save(change, { headers: { [CSRF_HEADER]: sessions.leadsOnly.csrf } }),
      await save(change, { who: sessions.leadsOnly }),
      await save(change, { headers: { Cookie: "" } }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 404, 404]);
    expect(tree(source, outside)).toEqual(before);
  });

  it("is refused as a whole, writing nothing, when any path is outside the content or not content", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#047857" } })
      .png()
      .toBuffer();
    const before = tree(source, outside);
    for (const path of [
      "../outside/victim.json",
      "/etc/passwd.json",
      "src/content/../../package.json",
      "src/content/events/../../../package.json",
      "src\\content\\events\\x.json",
      "package.json",
      "src/pages/index.json",
      "src/content/records.ts",
      "src/content/events/new.ts",
      "src/content/.gitignore",
      "src/content/linked/victim.json",
      "src/content/events/victim.json",
      "src/assets/images/photo.svg",
      "src/assets/images/notes.json",
      "builds/live/site/index.html",
      // Content files, but none the editor's configuration defines: a build could import them.
      "src/content/probe/evil.md",
      "src/content/probe/evil.mdx",
      "src/content/blog/evil.md",
      "src/content/blog/post/evil.mdx",
      "src/content/events/nested/event.json",
      "src/content/blog/chart.png",
      "src/assets/images/chart.png",
    ]) {
      const response = await save([
        { path: EVENT, contents: '{\n  "title": "Changed"\n}\n' },
        { path, contents: path.endsWith(".png") ? png : "{}" },
      ]);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toMatch(/^Refused: .* Nothing was saved\.$/);
    }
    const deleted = await save([], { deletions: ["src/content/records.ts"] });
    expect(deleted.status).toBe(400);
    expect(tree(source, outside)).toEqual(before);
  });

  it("takes images only when they decode, and no larger than 5 MB", async () => {
    const before = tree(source, outside);
    const path = "src/assets/images/case-studies/acme/photo.png";
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#047857" } })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, png.length - 20);
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    for (const contents of [Buffer.from("<script>alert(1)</script>"), jpeg, truncated, huge]) {
      expect((await save([{ path, contents }])).status).toBe(400);
    }
    expect(tree(source, outside)).toEqual(before);
    expect((await save([{ path, contents: png }])).status).toBe(200);
    expect(readFileSync(join(source, path))).toEqual(png);
  });

  it("writes a content file whole when everything checks out, and answers with the content's tree", async () => {
    const before = statSync(join(source, EVENT)).ino;
    const response = await save([{ path: EVENT, contents: '{\n  "title": "Changed"\n}\n' }]);
    expect(response.status).toBe(200);
    const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain(EVENT);
    expect(paths).not.toContain("package.json");
    expect(readFileSync(join(source, EVENT), "utf8")).toBe('{\n  "title": "Changed"\n}\n');
    // A new file took the old one's name: no reader ever saw the old one emptied.
    expect(statSync(join(source, EVENT)).ino).not.toBe(before);
    const hidden = readdirSync(join(source, "src/content/events")).filter((name) =>
      name.startsWith("."),
    );
    expect(hidden).toEqual([]);
    expect(lstatSync(join(source, "src/content/linked")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(outside, "victim.json"), "utf8")).toBe("{}\n");
  });

  it("keeps the file whole under twenty saves at once: it ends as one of them, with no leftovers", async () => {
    const versions = Array.from(
      { length: 20 },
      (_, index) => `{\n  "title": "Save ${index} ${"x".repeat(index * 500)}"\n}\n`,
    );
    const responses = await Promise.all(
      versions.map((contents) => save([{ path: EVENT, contents }])),
    );
    expect(responses.map((response) => response.status)).toEqual(versions.map(() => 200));
    expect(versions).toContain(readFileSync(join(source, EVENT), "utf8"));
    const hidden = readdirSync(join(source, "src/content/events")).filter((name) =>
      name.startsWith("."),
    );
    expect(hidden).toEqual([]);
  });

  it("answers twenty saves of twenty files at once, with the tree read between them, each 200", async () => {
    const events = Array.from({ length: 20 }, (_, index) => ({
      path: `src/content/events/2024-04-${String(index + 1).padStart(2, "0")}-webinar.json`,
      contents: `{\n  "title": "Webinar ${index}",\n  "notes": "${"x".repeat(400_000)}"\n}\n`,
    }));
    const responses = await Promise.all([
      ...events.map((event) => save([event])),
      ...events.map(() =>
        request("/api/keystatic/tree", {
          headers: { Cookie: sessions.editor.cookie, "no-cors": "1" },
        }),
      ),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    for (const { path, contents } of events) {
      expect(readFileSync(join(source, path), "utf8")).toBe(contents);
    }
    const cleanUp = await save([], { deletions: events.map(({ path }) => path) });
    expect(cleanUp.status).toBe(200);
  });

  it("tells the editor's bar what waits to go live, in words", async () => {
    const event = '{\n  "title": "Webinar about invoices"\n}\n';
    expect((await save([{ path: EVENT, contents: event }])).status).toBe(200);
    const response = await request(WAITING_PATH, { headers: { Cookie: sessions.editor.cookie } });
    expect(response.status).toBe(200);
    const { changes } = (await response.json()) as { changes: string[] };
    expect(changes).toContain("Events: Webinar: Title");
    for (const change of changes) expect(change).not.toMatch(/src\/|\.json/);
  });

  it("writes a legal page's Markdown", async () => {
    const page = "---\nhero: {}\n---\n## Contact Us {% #contact %}\n";
    expect((await save([{ path: LEGAL, contents: page }])).status).toBe(200);
    expect(readFileSync(join(source, LEGAL), "utf8")).toBe(page);
  });
});

/** A small seeded generator: the same cases every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) % below;
  };
}

describe("the facts the editor's copy fields show", { timeout: 60_000 }, () => {
  const files = ["site.json", "claims.json", "blog/categories.json"].map(
    (name) => `src/content/${name}`,
  );
  const facts = () => request(FACTS_PATH, { headers: { Cookie: sessions.editor.cookie } });

  it("are the ones saved in the source folder, built as the build builds them", async () => {
    const [site, claims, categories] = files.map((file) => JSON.parse(readFileSync(file, "utf8")));
    claims.pricing.implementation.price = "$4,900";
    categories.categories[0].count += 1;
    try {
      for (const [index, file] of files.entries()) {
        write(join(source, file), JSON.stringify([site, claims, categories][index], null, 2));
      }
      const response = await facts();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body).toEqual(buildFacts(site, claims, categories));
      expect(body.pricing.implementation.price).toBe("$4,900");
      // The same shape as the editor's bundled facts: every figure copy can name is there.
      for (const name of tokenNames) {
        const value = name.split(".").reduce((node, key) => node?.[key], body);
        expect(["string", "number"], name).toContain(typeof value);
      }

      // A file that fails its schema: no facts, and the editor keeps the ones it was built with.
      write(join(source, files[1] as string), JSON.stringify({ ...claims, pricing: {} }));
      const broken = await facts();
      expect(broken.status).toBe(503);
      expect(await broken.json()).toEqual({ error: "The facts could not be read." });
    } finally {
      for (const file of files) rmSync(join(source, file), { force: true });
    }
    expect((await facts()).status).toBe(503);
  });
});

// Four hundred saves through the real app: seconds on a busy machine.
describe("a fuzz of save paths, as an attacker would send them", { timeout: 120_000 }, () => {
  const folders = [
    "src/content",
    "src/content/blog",
    "src/content/events",
    "src/content/page-copy",
    "src/content/probe",
    "src/assets/images",
    "src/assets/images/blog",
    "src/assets/images/case-studies/acme",
  ];
  const parts = [
    ["src", "content", "assets", "images", "case-studies", "blog", "events", "page-copy", "guide"],
    ["..", ".", "", "%2e%2e", "..\\..", "~", "linked", "node_modules", "builds", ".git", "probe"],
  ].flat();
  /** Names an entry or an image may have in one of the folders. */
  const entryNames = ["home.json", "2024-05-01-new.json", "new-article.mdx", "a.png", "photo.jpg"];
  const names = [
    ["evil.md", "evil.mdx", "home.json", "x.json", "a.png", "victim.json", ".hidden.json"],
    ["index.ts", "package.json", "x.JSON", "é.json", " x.json", "x.json ", "2024-05-01-new.json"],
    ["new-article.mdx", "photo.jpg", "chart.svg", `${"a".repeat(130)}.json`, "x.json\u0000.png"],
  ].flat();
  const png = sharp({ create: { width: 4, height: 4, channels: 3, background: "#047857" } })
    .png()
    .toBuffer();

  it("never lets a refusal change a file, and lets an acceptance change only its own file", async () => {
    const random = seeded(49);
    const image = await png;
    const baseline = tree(source, outside);
    const accepted: string[] = [];
    for (let round = 0; round < 400; round++) {
      // Half the cases start in a real folder, so that some reach the checks past the path's shape.
      const folder = random(2) === 0 ? [folders[random(folders.length)]] : [];
      const segments = [
        ...folder,
        ...Array.from(
          { length: random(3) === 0 ? 1 + random(3) : 0 },
          () => parts[random(parts.length)],
        ),
        random(2) === 0 ? entryNames[random(entryNames.length)] : names[random(names.length)],
      ];
      const glue = ["/", "/", "/", "//", "\\"][random(5)] ?? "/";
      const path = `${random(10) === 0 ? "/" : ""}${segments.join(glue)}`;
      const contents = /\.(png|jpg)$/.test(path)
        ? image
        : path.endsWith(".mdx") || path.endsWith(".md")
          ? "---\ntitle: Probe\n---\nText\n"
          : "{}\n";
      const response = await save([{ path, contents }]);
      if (response.status === 200) {
        accepted.push(path);
        const after = tree(source, outside);
        const changed = Object.keys(after).filter((file) => after[file] !== baseline[file]);
        expect(changed, path).toEqual([join(source, path)]);
        expect((await save([], { deletions: [path] })).status, path).toBe(200);
      } else {
        expect([400, 409], path).toContain(response.status);
      }
      expect(tree(source, outside), path).toEqual(baseline);
    }
    // Some cases hit the editor's own files; each lies in a folder its configuration defines.
    expect(accepted.length).toBeGreaterThan(5);
    for (const path of accepted) {
      expect(path, path).toMatch(
        /^src\/(?:content\/(?:blog\/[a-z0-9-]+\.mdx|events\/[a-z0-9-]+\.json|page-copy\/[a-z-]+\.json)|assets\/images\/(?:case-studies|blog)\/.+\.(?:png|jpg))$/,
      );
    }
  });
});
