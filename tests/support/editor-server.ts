import { createHash } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { Accounts, type Permission } from "../../server/admin/accounts";
import { hashPassword } from "../../server/admin/passwords";
import { buildApp, type ServerApp } from "../../server/app";
import { openDatabase } from "../../server/db/database";
import { CSRF_HEADER } from "../../server/site-editor/csrf-fetch";
import { appOptions, type Fixture, makeFixture, writeFileWithFolders } from "./fixture";

/**
 * The editor's routes against the real app and Keystatic's real handler, on a throwaway source
 * folder with a folder outside it linked in, for the editor's unit tests.
 */
const CHEAP = { N: 1024, r: 8, p: 1 };
export const ORIGIN = "http://localhost";
export const EVENT = "src/content/events/2024-03-14-webinar.json";
export const LEGAL = "src/content/page-copy/privacy-policy.md";

/** Every file under the folders, with a hash of its bytes (links as their target). */
export function tree(...roots: string[]): Record<string, string> {
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

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

/** The app and what it was given, set before the file's first test. */
export interface EditorServer {
  source: string;
  outside: string;
  sessions: Record<"editor" | "leadsOnly", { cookie: string; csrf: string }>;
  /** The folders the stand-in build was asked to build: the warm-up's two once the editor opens. */
  built: string[];
}

/**
 * Starts the app before the file's tests and stops it after: a source folder with an event, a
 * legal page and files the editor must never write, a folder outside it linked in twice, the
 * editor's bundle, and two signed-in accounts, one that may edit the site and one that may not.
 */
export function editorServer() {
  let fixture: Fixture;
  let server: ServerApp;
  const editor = { built: [] } as unknown as EditorServer;
  const write = writeFileWithFolders;

  beforeAll(async () => {
    fixture = makeFixture();
    editor.source = join(fixture.dir, "site");
    editor.outside = join(fixture.dir, "outside");
    const { source, outside } = editor;
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
    const dbPath = fixture.dbPath();
    const db = openDatabase(dbPath);
    const accounts = new Accounts(db);
    const sessionFor = async (email: string, permissions: Permission[]) => {
      accounts.addUser(email, await hashPassword("violet kettle 42 maples", CHEAP), permissions);
      const { token, csrfToken } = accounts.createSession(accounts.findUser(email)?.id ?? 0);
      return { cookie: `eca-inbox=${token}`, csrf: csrfToken };
    };
    editor.sessions = {
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
        // The saves' files are what is tested here; a save's build is the publisher's, and the
        // check of the whole content (save-check.test.ts) needs a whole site, not these few files.
        previewOnSave: false,
        checkSaves: false,
        // A build process that is cold until it has built once, as the server's is.
        buildSite: Object.assign(
          async (folder: string) => {
            editor.built.push(folder);
            return { ok: true, output: "" };
          },
          { warm: () => editor.built.length > 0 },
        ),
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

  /** A save as Keystatic's UI sends it (with the header our page adds). */
  const save = (
    additions: { path: string; contents: Uint8Array | string }[],
    {
      who = editor.sessions.editor,
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

  return { editor, request, save, write };
}
