import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeFixture, readRows, storedLead } from "../tests/support/fixture";
import { startServer } from "../tests/support/spawn";
import { openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { copyContent } from "./site-editor/content-files";

/**
 * The server's own settings come from published content only: the real server, started on a
 * source folder the editor has saved into without publishing, twice over.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const fixture = makeFixture();
const source = join(fixture.dir, "source");
const leadsDb = fixture.dbPath();
const env = { SITE_SOURCE_DIR: source, BUILD_DIR: fixture.buildDir, LEADS_DB: leadsDb };
const DAY_MS = 86_400_000;
const saved = (path: string, text: string) => writeFileSync(join(source, path), text);

beforeAll(async () => {
  await copyContent(repoRoot, source);
  // Three leads received 90 days ago: within the 24 months published, past a month.
  const db = openDatabase(leadsDb);
  const store = new LeadStore(db, { channels: [] });
  const receivedAt = new Date(Date.now() - 90 * DAY_MS).toISOString();
  for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
    store.add(storedLead({ email, receivedAt }));
  }
  db.close();
});
afterAll(() => fixture.remove());

it("keeps an unpublished save from the server's settings and from its start, before and after a restart", async () => {
  const first = await startServer(env);
  expect(first.output()).toMatch(/settings come from the published content in builds\/start-/);
  await first.stop("SIGTERM");

  // Saved by an account of the editor, never published: a retention of one month, and files the
  // server could not load.
  const site = JSON.parse(readFileSync(join(source, "src/content/site.json"), "utf8"));
  site.legal.leadRetentionMonths = 1;
  saved("src/content/site.json", JSON.stringify(site));
  const intents = JSON.parse(
    readFileSync(join(source, "src/content/contact-intents.json"), "utf8"),
  );
  delete intents.guide;
  saved("src/content/contact-intents.json", JSON.stringify(intents));
  saved("src/content/lead-sources.json", "{ not JSON");

  const second = await startServer(env);
  const page = await fetch(`${second.url}/`);
  expect(page.status).toBe(200);
  await second.stop("SIGTERM");
  expect(readRows(leadsDb, "leads")).toHaveLength(3);
  expect(second.output()).not.toContain("retention: deleted");
});

it("names the content it cannot use and starts on an older one", async () => {
  // A published build whose content snapshot no longer loads (a disk mended by hand, say).
  const id = "20261101T120000Z";
  const build = join(source, "builds", id);
  cpSync(fixture.buildDir, join(build, "site"), { recursive: true });
  await copyContent(repoRoot, join(build, "content"));
  writeFileSync(join(build, "content/src/content/site.json"), "{ broken");
  const at = new Date().toISOString();
  writeFileSync(
    join(source, "builds/published.json"),
    JSON.stringify({ live: id, builds: [{ id, at, by: "owner", files: null, seconds: 1 }] }),
  );
  // The record is newer than the static build, so the published build is served.

  const server = await startServer(env);
  const output = server.output();
  await server.stop("SIGTERM");
  expect(output).toContain(
    `site: the content in builds/${id}/content cannot be used, trying an older one:`,
  );
  expect(output).toContain("src/content/site.json");
  expect(output).toMatch(/settings come from the published content in builds\/start-/);
});
