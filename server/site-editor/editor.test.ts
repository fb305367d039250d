import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  CONTACT_BUTTON_CHOICES_PATH,
  FACTS_PATH,
  MENU_CHOICES_PATH,
  WAITING_PATH,
} from "../../src/lib/editor-paths";
import { buildFolders } from "../../tests/support/build-folders";
import { EVENT, editorServer, LEGAL, ORIGIN, tree } from "../../tests/support/editor-server";
import { fixtureFiles } from "../../tests/support/fixture";
import { waitForState } from "../../tests/support/wait";
import { BUILD_TREE } from "./build-folders";
import { CSRF_HEADER, CSRF_META } from "./csrf-fetch";

/**
 * The editor's routes against the real app and Keystatic's real handler, on a throwaway source
 * folder: who gets in, which writes pass, and that a refused one changes no file anywhere.
 */
const { editor, request, save } = editorServer();

const editorPaths = [
  "/keystatic",
  "/keystatic/collection/events",
  "/keystatic/assets/index-abc.js",
  "/api/keystatic/tree",
  WAITING_PATH,
  FACTS_PATH,
  MENU_CHOICES_PATH,
  CONTACT_BUTTON_CHOICES_PATH,
];

// The first request loads Keystatic and the editor's config: seconds on a busy machine.
describe("who gets the editor", { timeout: 60_000 }, () => {
  it("signed out, with a forged cookie, or without the site permission: the site's 404 page, nothing of the editor", async () => {
    for (const cookie of [undefined, "eca-inbox=forged", editor.sessions.leadsOnly.cookie]) {
      for (const path of editorPaths) {
        const response = await request(path, {
          headers: cookie ? { Cookie: cookie, "no-cors": "1" } : {},
        });
        expect(response.status, `${cookie} ${path}`).toBe(404);
        const body = await response.text();
        expect(body).toBe(fixtureFiles["404.html"]);
      }
    }
    const inbox = await request("/admin", {
      headers: { Cookie: editor.sessions.leadsOnly.cookie },
    });
    expect(await inbox.text()).not.toContain("Edit site");
    // The publish page is an inbox page: signed out it asks for the sign-in, without the
    // permission it does not exist, and its actions change nothing.
    expect((await request("/admin/site")).headers.get("location")).toBe("/admin/sign-in");
    const headers = { Cookie: editor.sessions.leadsOnly.cookie };
    expect((await request("/admin/site", { headers })).status).toBe(404);
    const publish = await request("/admin/site/publish", {
      method: "POST",
      headers: { ...headers, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: `csrf=${editor.sessions.leadsOnly.csrf}`,
    });
    expect(publish.status).toBe(404);
    expect(existsSync(join(editor.source, "builds", "published.json"))).toBe(false);
    expect(buildFolders(editor.source)).toEqual([]);
    expect(editor.built).toEqual([]);
  });

  it("keeps the preview to accounts that may edit the site: to anyone else it is the site's 404 page", async () => {
    for (const path of ["/preview", "/preview/pricing", "/preview/~tools/edit.js"]) {
      for (const headers of [{}, { Cookie: editor.sessions.leadsOnly.cookie }] as Record<
        string,
        string
      >[]) {
        const response = await request(path, { headers });
        expect(response.status, path).toBe(404);
        expect(await response.text()).toBe(await (await request("/no-such-page")).text());
      }
    }
    const preview = await request("/preview/pricing", {
      headers: { Cookie: editor.sessions.editor.cookie },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(await preview.text()).toMatch(/Nothing to preview|No preview yet/);
    const script = await request("/preview/~tools/edit.js", {
      headers: { Cookie: editor.sessions.editor.cookie },
    });
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "nope.js"]) {
      const unknown = await request(`/preview/~tools/${name}`, {
        headers: { Cookie: editor.sessions.editor.cookie },
      });
      expect(unknown.status, name).toBe(404);
    }
  });

  it("gives an account with the site permission the editor's page with the session's token, under its own policy", async () => {
    const page = await request("/keystatic/collection/events", {
      headers: { Cookie: editor.sessions.editor.cookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `<meta name="${CSRF_META}" content="${editor.sessions.editor.csrf}">`,
    );
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self';.*frame-ancestors 'none'/,
    );
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The build process warms up for the first save while the owner finds the field: a build
    // that fills its module cache, then one that takes the cached path.
    const tree = join(editor.source, "builds", BUILD_TREE);
    await waitForState(() => expect(editor.built).toEqual([tree, tree]));
    const script = await request("/keystatic/assets/index-abc.js", {
      headers: { Cookie: editor.sessions.editor.cookie },
    });
    expect(await script.text()).toBe("console.log('editor');\n");
    const inbox = await request("/admin", { headers: { Cookie: editor.sessions.editor.cookie } });
    expect(await inbox.text()).toContain('<a href="/keystatic">Edit site</a>');
  });

  it("lists only the content folders' files to the editor", async () => {
    const response = await request("/api/keystatic/tree", {
      headers: { Cookie: editor.sessions.editor.cookie, "no-cors": "1" },
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
    const before = tree(editor.source, editor.outside);
    const change = [{ path: EVENT, contents: '{\n  "title": "Changed"\n}\n' }];
    const refused = [
      await save(change, { headers: { Origin: "https://evil.example" } }),
      await save(change, { headers: { Origin: "null" } }),
      await save(change, { headers: { [CSRF_HEADER]: "" } }),
      await save(change, { headers: { [CSRF_HEADER]: editor.sessions.leadsOnly.csrf } }),
      await save(change, { who: editor.sessions.leadsOnly }),
      await save(change, { headers: { Cookie: "" } }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 404, 404]);
    expect(tree(editor.source, editor.outside)).toEqual(before);
  });

  it("is refused as a whole, writing nothing, when any path is outside the content or not content", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#047857" } })
      .png()
      .toBuffer();
    const before = tree(editor.source, editor.outside);
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
    expect(tree(editor.source, editor.outside)).toEqual(before);
  });

  it("takes images only when they decode, and no larger than 5 MB", async () => {
    const before = tree(editor.source, editor.outside);
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
    expect(tree(editor.source, editor.outside)).toEqual(before);
    expect((await save([{ path, contents: png }])).status).toBe(200);
    expect(readFileSync(join(editor.source, path))).toEqual(png);
  });

  it("writes a content file whole when everything checks out, and answers with the content's tree", async () => {
    const before = statSync(join(editor.source, EVENT)).ino;
    const response = await save([{ path: EVENT, contents: '{\n  "title": "Changed"\n}\n' }]);
    expect(response.status).toBe(200);
    const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain(EVENT);
    expect(paths).not.toContain("package.json");
    expect(readFileSync(join(editor.source, EVENT), "utf8")).toBe('{\n  "title": "Changed"\n}\n');
    // A new file took the old one's name: no reader ever saw the old one emptied.
    expect(statSync(join(editor.source, EVENT)).ino).not.toBe(before);
    const hidden = readdirSync(join(editor.source, "src/content/events")).filter((name) =>
      name.startsWith("."),
    );
    expect(hidden).toEqual([]);
    expect(lstatSync(join(editor.source, "src/content/linked")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(editor.outside, "victim.json"), "utf8")).toBe("{}\n");
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
    expect(versions).toContain(readFileSync(join(editor.source, EVENT), "utf8"));
    const hidden = readdirSync(join(editor.source, "src/content/events")).filter((name) =>
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
          headers: { Cookie: editor.sessions.editor.cookie, "no-cors": "1" },
        }),
      ),
    ]);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    for (const { path, contents } of events) {
      expect(readFileSync(join(editor.source, path), "utf8")).toBe(contents);
    }
    const cleanUp = await save([], { deletions: events.map(({ path }) => path) });
    expect(cleanUp.status).toBe(200);
  });

  it("tells the editor's bar what waits to go live, in words", async () => {
    const event = '{\n  "title": "Webinar about invoices"\n}\n';
    expect((await save([{ path: EVENT, contents: event }])).status).toBe(200);
    const response = await request(WAITING_PATH, {
      headers: { Cookie: editor.sessions.editor.cookie },
    });
    expect(response.status).toBe(200);
    const { changes } = (await response.json()) as { changes: string[] };
    expect(changes).toContain("Events: Webinar: Title");
    for (const change of changes) expect(change).not.toMatch(/src\/|\.json/);
  });

  it("writes a legal page's Markdown", async () => {
    const page = "---\nhero: {}\n---\n## Contact Us {% #contact %}\n";
    expect((await save([{ path: LEGAL, contents: page }])).status).toBe(200);
    expect(readFileSync(join(editor.source, LEGAL), "utf8")).toBe(page);
  });
});
