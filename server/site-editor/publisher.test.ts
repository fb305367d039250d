import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixture, makeFixture, writeFileWithFolders } from "../../tests/support/fixture";
import { AuditLog } from "../admin/accounts";
import { render, type Signed } from "../admin/shell";
import { openDatabase } from "../db/database";
import { LiveSite, loadStaticSite, staticHandler } from "../static";
import { startingBuild } from "./publish-records";
import { KEEP_BUILDS, Publisher, type PublisherOptions } from "./publisher";
import type { BuildRunner } from "./site-build";
import { SitePage } from "./site-page";

/**
 * Publish and Roll back with a stand-in build that writes a small site from the content file (the
 * real build is exercised end to end in tests/live-editing).
 */
let fixture: Fixture;
beforeAll(() => {
  fixture = makeFixture();
});
afterAll(() => fixture.remove());

const HEADLINE = "src/content/copy/home.json";
const signedOwner: Signed = {
  email: "owner@example.com",
  csrfToken: "token",
  permissions: ["leads", "site"],
  unopened: 0,
};

const write = writeFileWithFolders;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The test's hold on the builds: while it holds, build n starts (`started(n)` resolves) and then
 * waits for `release(n)`; `releaseAll()` lets every build run through from then on.
 */
function buildGate() {
  let holding = true;
  const starts: ReturnType<typeof deferred>[] = [];
  const releases: ReturnType<typeof deferred>[] = [];
  const turn = (list: ReturnType<typeof deferred>[], n: number) => {
    list[n] ??= deferred();
    return list[n];
  };
  return {
    /** Called by build n as it begins. */
    async pass(n: number) {
      turn(starts, n).resolve();
      if (holding) await turn(releases, n).promise;
    },
    started: (n: number) => turn(starts, n).promise,
    release: (n: number) => turn(releases, n).resolve(),
    releaseAll() {
      holding = false;
      for (const release of releases) release?.resolve();
    },
  };
}

/** A build that turns the headline into a page with an asset named by the headline's hash. */
function standInBuild(gate?: ReturnType<typeof buildGate>) {
  let running = 0;
  const seen = { most: 0, builds: 0 };
  const build: BuildRunner = async (sourceDir, outDir) => {
    running++;
    seen.most = Math.max(seen.most, running);
    seen.builds++;
    try {
      await gate?.pass(seen.builds);
      await new Promise((resolve) => setImmediate(resolve));
      const { headline } = JSON.parse(readFileSync(join(sourceDir, HEADLINE), "utf8")) as {
        headline: string;
      };
      if (!headline)
        return {
          ok: false,
          output: `progress line\n[ERROR] ${HEADLINE}: headline: Required\n    at build (x.js:1:1)\n`,
        };
      const asset = `/assets/app-${Buffer.from(headline).toString("hex")}.js`;
      write(
        join(sourceDir, outDir, "index.html"),
        `<h1>${headline}</h1><script src="${asset}"></script>`,
      );
      write(join(sourceDir, outDir, "404.html"), "not found");
      write(join(sourceDir, outDir, asset), `// ${headline}`);
      return { ok: true, output: "done" };
    } finally {
      running--;
    }
  };
  return { build, seen };
}

async function setup(
  name: string,
  {
    git = false,
    afterChange,
    gate,
    describe,
  }: {
    git?: boolean;
    afterChange?: PublisherOptions["afterChange"];
    gate?: ReturnType<typeof buildGate>;
    describe?: PublisherOptions["describe"];
  } = {},
) {
  const sourceDir = join(fixture.dir, name);
  write(join(sourceDir, HEADLINE), JSON.stringify({ headline: "Hello" }));
  write(join(sourceDir, "src/content/records.ts"), "export {};\n");
  if (git) {
    // As the project's own .gitignore has it.
    write(join(sourceDir, ".gitignore"), "/build*\n");
    const run = (...args: string[]) => execFileSync("git", args, { cwd: sourceDir });
    run("init", "-q");
    run("-c", "user.name=dev", "-c", "user.email=dev@example.com", "add", ".");
    run("-c", "user.name=dev", "-c", "user.email=dev@example.com", "commit", "-qm", "start");
  }
  const live = new LiveSite(await loadStaticSite(fixture.staticRoot));
  const db = openDatabase(fixture.dbPath());
  const audit = new AuditLog(db);
  const { build, seen } = standInBuild(gate);
  const options: PublisherOptions = {
    sourceDir,
    live,
    startedWith: fixture.staticRoot,
    audit,
    build,
    log: () => {},
    afterChange,
    describe,
  };
  const publisher = await Publisher.open(options);
  const app = new Hono().get("*", staticHandler(live));
  const get = async (path: string) => {
    const response = await app.request(`http://localhost${path}`);
    return { status: response.status, text: await response.text() };
  };
  const headline = (text: string) =>
    write(join(sourceDir, HEADLINE), JSON.stringify({ headline: text }));
  return { sourceDir, live, audit, publisher, get, headline, seen, db, options };
}

/** Says each change as the headline's old and new text, as changes.ts says a field's. */
const headlineWords: PublisherOptions["describe"] = async (files, before, after) =>
  Promise.all(
    files.map(async (path) => {
      const text = async (read: typeof before) => {
        const json = await read(path);
        return json === null ? "(none)" : (JSON.parse(json) as { headline: string }).headline;
      };
      return `Home: Headline from ${await text(before)} to ${await text(after)}`;
    }),
  );

describe("the preview", () => {
  it("builds the saved content without touching the live site; Publish while it is current serves it with no second build", async () => {
    const { publisher, headline, get, seen, sourceDir, audit } = await setup("preview", {
      describe: headlineWords,
    });
    headline("Previewed");
    const made = await publisher.preview("owner@example.com", null);
    expect(made).toMatchObject({ kind: "preview", ok: true });
    expect((await get("/")).text).not.toContain("Previewed");
    const preview = publisher.previewSite();
    expect(preview?.build.changes).toEqual(["Home: Headline from Hello to Previewed"]);
    const site = await preview?.site;
    expect(Buffer.from(site?.files.get("/index.html")?.body ?? []).toString()).toContain(
      "<h1>Previewed</h1>",
    );
    expect(await publisher.previewIsCurrent()).toBe(true);
    expect(audit.list(1)[0]).toMatchObject({ action: "preview" });

    const published = await publisher.publish("owner@example.com", null);
    expect(published).toMatchObject({ ok: true, previewed: true });
    expect(seen.builds).toBe(1);
    expect((await get("/")).text).toContain("<h1>Previewed</h1>");
    expect(publisher.status().preview).toBeNull();
    // The preview's folder became the live build's: nothing is left over.
    const folders = readdirSync(join(sourceDir, "builds")).filter(
      (name) => name !== "published.json",
    );
    expect(folders.some((name) => name.endsWith("-preview"))).toBe(false);
    expect(folders).toContain(publisher.status().live);
  });

  it("builds nothing when asked again with nothing saved since, or with nothing to publish", async () => {
    const { publisher, headline, seen } = await setup("preview-again");
    expect((await publisher.preview("owner@example.com", null)).ok).toBe(true);
    expect(seen.builds).toBe(0);
    expect(publisher.previewSite()).toBeNull();
    headline("Once");
    await publisher.preview("owner@example.com", null);
    await publisher.preview("owner@example.com", null);
    expect(seen.builds).toBe(1);
  });

  it("is out of date after a save, and Publish then builds what is saved", async () => {
    const { publisher, headline, get, seen } = await setup("preview-stale");
    headline("First draft");
    await publisher.preview("owner@example.com", null);
    headline("Second draft");
    expect(await publisher.previewIsCurrent()).toBe(false);
    await publisher.publish("owner@example.com", null);
    expect(seen.builds).toBe(2);
    expect((await get("/")).text).toContain("<h1>Second draft</h1>");
    expect(publisher.status().preview).toBeNull();
  });

  it("keeps the last good preview when a new one fails, and is read again after a restart", async () => {
    const { publisher, headline, options } = await setup("preview-restart");
    headline("Good");
    await publisher.preview("owner@example.com", null);
    headline("");
    const failed = await publisher.preview("owner@example.com", null);
    expect(failed.ok).toBe(false);
    expect(failed.message).toContain("headline: Required");
    const reopened = await Publisher.open(options);
    const site = await reopened.previewSite()?.site;
    expect(Buffer.from(site?.files.get("/index.html")?.body ?? []).toString()).toContain(
      "<h1>Good</h1>",
    );
    expect(await reopened.previewIsCurrent()).toBe(false);
  });
});

describe("what waits, in words", () => {
  it("lists the saved changes against the build the server started with, then against the live one; the history and the log keep the words", async () => {
    const { publisher, headline, audit, db } = await setup("words", { describe: headlineWords });
    expect(await publisher.waitingChanges()).toEqual([]);
    headline("Saved once");
    expect(await publisher.waitingChanges()).toEqual(["Home: Headline from Hello to Saved once"]);
    await publisher.publish("owner@example.com", null);
    expect(await publisher.waitingChanges()).toEqual([]);
    headline("Saved twice");
    expect(await publisher.waitingChanges()).toEqual([
      "Home: Headline from Saved once to Saved twice",
    ]);
    const second = await publisher.publish("owner@example.com", null);
    expect(second.changes).toEqual(["Home: Headline from Saved once to Saved twice"]);
    expect(publisher.status().builds[0]?.changes).toEqual(second.changes);
    expect(audit.list(1)[0]?.detail).toContain(
      "1 change(s): Home: Headline from Saved once to Saved twice",
    );
    const page = render(
      SitePage({
        signed: signedOwner,
        status: publisher.status(),
        waiting: await publisher.waitingChanges(),
        editorBuilt: true,
      }),
    );
    expect(page).toContain("Home: Headline from Saved once to Saved twice");
    expect(page).toContain("Nothing waiting");
    expect(page).not.toContain(HEADLINE);
    db.close();
  });

  it("counts files without a describer, and never names one", async () => {
    const { publisher, headline, audit, db } = await setup("count");
    await publisher.publish("owner@example.com", null);
    headline("Changed");
    expect(await publisher.waitingChanges()).toEqual(["1 file changed"]);
    await publisher.publish("owner@example.com", null);
    expect(audit.list(1)[0]?.detail).toContain("1 file(s) changed");
    expect(audit.list(1)[0]?.detail).not.toContain(HEADLINE);
    db.close();
  });
});

describe("Publish", () => {
  it("serves the new build from the next request, keeps the old hashed assets answering, and logs who and what", async () => {
    const { publisher, get, headline, audit, db } = await setup("publish");
    const first = await publisher.publish("owner@example.com", "203.0.113.7");
    expect(first).toMatchObject({ ok: true, files: null });
    expect((await get("/")).text).toContain("<h1>Hello</h1>");
    headline("Hello again");
    const second = await publisher.publish("owner@example.com", null);
    expect(second).toMatchObject({ ok: true, files: [HEADLINE] });
    expect((await get("/")).text).toContain("<h1>Hello again</h1>");
    // The page served before the swap still gets its script.
    expect(await get(`/assets/app-${Buffer.from("Hello").toString("hex")}.js`)).toEqual({
      status: 200,
      text: "// Hello",
    });
    const [latest] = audit.list(1);
    expect(latest).toMatchObject({ account: "owner@example.com", action: "publish" });
    // No path reaches the log the owner reads: a count here, words with a describer (below).
    expect(latest?.detail).toMatch(/^done in [\d.]+ s; 1 file\(s\) changed$/);
    db.close();
  });

  it("shows the publish as running until its content backup is written", async () => {
    let duringBackup: ReturnType<Publisher["status"]> | undefined;
    const { publisher, db } = await setup("backup-first", {
      afterChange: async () => {
        duringBackup = publisher.status();
        return "backups/content-1";
      },
    });
    await publisher.publish("owner@example.com", null);
    expect(duringBackup).toMatchObject({ running: { kind: "publish" }, last: null });
    expect(publisher.status()).toMatchObject({
      running: null,
      last: { kind: "publish", ok: true },
    });
    db.close();
  });

  it("runs one build at a time and lets one publish wait: ten more clicks during a build make one more build", async () => {
    const gate = buildGate();
    const { publisher, seen, audit, db } = await setup("queue", { gate });
    const first = publisher.publish("a@example.com", null);
    await gate.started(1);
    const clicks = Array.from({ length: 10 }, (_, n) =>
      publisher.publish(`click${n}@example.com`, "203.0.113.9"),
    );
    expect(new Set(clicks).size).toBe(1);
    expect(publisher.status().waiting).toEqual([
      expect.objectContaining({ kind: "publish", by: "click0@example.com" }),
    ]);
    const page = render(
      SitePage({ signed: signedOwner, status: publisher.status(), waiting: [], editorBuilt: true }),
    );
    expect(page).toContain("Another publish is waiting");
    gate.releaseAll();
    const results = await Promise.all([first, ...clicks]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(seen).toEqual({ most: 1, builds: 2 });
    const entries = audit.list(20).reverse();
    expect(entries.map((entry) => `${entry.account} ${entry.action}`)).toEqual([
      ...Array.from({ length: 9 }, (_, n) => `click${n + 1}@example.com publish`),
      "a@example.com publish",
      "click0@example.com publish",
    ]);
    expect(entries[0]).toMatchObject({
      clientAddress: "203.0.113.9",
      detail: expect.stringMatching(
        /^joined the waiting publish asked for by click0@example\.com at \S+Z: it builds every change saved before it starts$/,
      ),
    });
    db.close();
  });

  it("builds what was saved before it started: a click after a save joins the waiting publish and still gets the save", async () => {
    const gate = buildGate();
    const { publisher, get, headline, db } = await setup("join-after-save", { gate });
    headline("One");
    const running = publisher.publish("a@example.com", null);
    await gate.started(1);
    const waiting = publisher.publish("b@example.com", null);
    headline("Two");
    const joined = publisher.publish("c@example.com", null);
    expect(joined).toBe(waiting);
    gate.releaseAll();
    await running;
    expect(await joined).toMatchObject({ ok: true, by: "b@example.com", files: [HEADLINE] });
    expect((await get("/")).text).toContain("<h1>Two</h1>");
    db.close();
  });

  it("a publish or roll back that a restart stops is in the activity log, and its half-built folder is gone", async () => {
    const gate = buildGate();
    const { publisher, sourceDir, audit, options, db } = await setup("restart", { gate });
    void publisher.publish("a@example.com", "203.0.113.1");
    await gate.started(1);
    void publisher.rollBack("b@example.com", "203.0.113.2");
    void publisher.publish("c@example.com", "203.0.113.3");
    void publisher.publish("d@example.com", "203.0.113.4");
    const pending = join(sourceDir, "builds", "pending.json");
    expect(existsSync(pending)).toBe(true);
    expect(readdirSync(join(sourceDir, "builds"))).toHaveLength(2);
    // The server stops here, mid-build; the next one opens the same folder.
    await Publisher.open({
      ...options,
      live: new LiveSite(await loadStaticSite(fixture.staticRoot)),
    });
    const lost = audit.list(10).reverse();
    expect(
      lost.map(({ account, clientAddress, action }) => ({ account, clientAddress, action })),
    ).toEqual([
      { account: "d@example.com", clientAddress: "203.0.113.4", action: "publish" },
      { account: "a@example.com", clientAddress: "203.0.113.1", action: "publish" },
      { account: "b@example.com", clientAddress: "203.0.113.2", action: "roll back" },
      { account: "c@example.com", clientAddress: "203.0.113.3", action: "publish" },
    ]);
    expect(lost[1]?.detail).toMatch(
      /^not done: the server restarted before it finished; publish again \(running since \S+Z\)$/,
    );
    expect(lost[2]?.detail).toMatch(/; roll back again \(waiting since \S+Z\)$/);
    expect(existsSync(pending)).toBe(false);
    expect(readdirSync(join(sourceDir, "builds"))).toEqual([]);
    db.close();
  });

  it("leaves the live site exactly as it was when the build fails, and keeps the build's message", async () => {
    const { publisher, get, headline, sourceDir, db } = await setup("failure");
    await publisher.publish("owner@example.com", null);
    const before = await get("/");
    const folders = readdirSync(join(sourceDir, "builds"));
    headline("");
    const failed = await publisher.publish("owner@example.com", null);
    expect(failed.ok).toBe(false);
    expect(failed.message).toBe(`[ERROR] ${HEADLINE}: headline: Required`);
    expect(await get("/")).toEqual(before);
    expect(readdirSync(join(sourceDir, "builds"))).toEqual(folders);
    expect(publisher.status().last).toMatchObject({ ok: false, kind: "publish" });
    db.close();
  });
});

describe("Roll back", () => {
  it("after the first publish, serves the build the server started with and its content again", async () => {
    const { publisher, get, headline, sourceDir, db } = await setup("first-roll-back");
    const started = await get("/pricing");
    headline("Published");
    await publisher.publish("owner@example.com", null);
    expect((await get("/")).text).toContain("<h1>Published</h1>");
    expect(publisher.status().previous?.by).toBe("the build the server started with");
    expect(await publisher.rollBack("owner@example.com", null)).toMatchObject({ ok: true });
    expect(await get("/pricing")).toEqual(started);
    expect(JSON.parse(readFileSync(join(sourceDir, HEADLINE), "utf8"))).toEqual({
      headline: "Hello",
    });
    db.close();
  });

  it("serves the previous build again and puts its content back; keeps the last five builds", async () => {
    const { publisher, get, headline, sourceDir, db } = await setup("roll-back");
    for (const text of ["One", "Two", "Three", "Four", "Five", "Six"]) {
      headline(text);
      await publisher.publish("owner@example.com", null);
    }
    const builds = readdirSync(join(sourceDir, "builds")).filter(
      (name) => name !== "published.json",
    );
    expect(builds).toHaveLength(KEEP_BUILDS);
    expect(publisher.status().builds).toHaveLength(KEEP_BUILDS);
    const back = await publisher.rollBack("owner@example.com", null);
    expect(back).toMatchObject({ ok: true, files: [HEADLINE] });
    expect((await get("/")).text).toContain("<h1>Five</h1>");
    expect(JSON.parse(readFileSync(join(sourceDir, HEADLINE), "utf8"))).toEqual({
      headline: "Five",
    });
    // Code beside the content is never touched.
    expect(readFileSync(join(sourceDir, "src/content/records.ts"), "utf8")).toBe("export {};\n");
    for (let i = 0; i < 3; i++) await publisher.rollBack("owner@example.com", null);
    expect((await get("/")).text).toContain("<h1>Two</h1>");
    const none = await publisher.rollBack("owner@example.com", null);
    expect(none).toMatchObject({ ok: false, message: "There is no earlier published build." });
    expect((await get("/")).text).toContain("<h1>Two</h1>");
    db.close();
  });
});

describe("history", () => {
  it("commits each publish's content files in a git checkout, with the account as author, and nothing else", async () => {
    const { publisher, headline, sourceDir, db } = await setup("git", { git: true });
    headline("Committed");
    writeFileSync(join(sourceDir, "src/content/records.ts"), "export const changed = 1;\n");
    await publisher.publish("owner@example.com", null);
    const git = (...args: string[]) =>
      execFileSync("git", args, { cwd: sourceDir, encoding: "utf8" });
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      "owner@example.com <owner@example.com>|Publish the site (first publish)\n",
    );
    expect(git("show", "--name-only", "--format=", "HEAD").trim()).toBe(HEADLINE);
    expect(git("status", "--porcelain")).toBe(" M src/content/records.ts\n");
    db.close();
  });

  it("starts serving the published build when it went live after the last npm run build", async () => {
    const { publisher, sourceDir, db } = await setup("start");
    expect(await startingBuild(sourceDir, fixture.staticRoot)).toBe(fixture.staticRoot);
    await publisher.publish("owner@example.com", null);
    const published = await startingBuild(sourceDir, fixture.staticRoot);
    expect(published).toMatch(/builds\/\d{8}T\d{6}Z\/site$/);
    expect(existsSync(join(published, "index.html"))).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(fixture.staticRoot, "index.html"), later, later);
    expect(await startingBuild(sourceDir, fixture.staticRoot)).toBe(fixture.staticRoot);
    db.close();
  });
});
