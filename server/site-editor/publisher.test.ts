import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFolders } from "../../tests/support/build-folders";
import {
  buildGate,
  HEADLINE,
  headlineWords,
  publisherFixture,
  publishPage,
  signedOwner,
} from "../../tests/support/publisher";
import { waitForState } from "../../tests/support/wait";
import { render } from "../admin/shell";
import { LiveSite, loadStaticSite } from "../static";
import { startingBuild } from "./publish-records";
import { KEEP_BUILDS, Publisher } from "./publisher";
import { PutBackPage, SitePage } from "./site-page";

/**
 * Publish and Roll back with a stand-in build that writes a small site from the content file (the
 * real build is exercised end to end in tests/live-editing). The preview: publisher-preview.test.ts.
 */
const { setup, staticRoot } = publisherFixture();

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
    const page = await publishPage(publisher);
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

describe("the warm-up when the editor opens", () => {
  it("builds twice in the build tree and throws the sites away; a second call, a warm process or a publish after it start nothing more; each build writes to a folder of its own", async () => {
    const { publisher, sourceDir, headline, seen, db } = await setup("warm-up", {
      keepsProcess: true,
    });
    const warmingUp = publisher.warmUp();
    expect(publisher.warmUp()).toBe(warmingUp);
    await warmingUp;
    const tree = join(sourceDir, "builds/source");
    expect(seen.folders).toEqual([tree, tree]);
    expect(seen.outDirs.filter((out) => existsSync(join(tree, out)))).toEqual([]);
    expect(existsSync(join(tree, HEADLINE))).toBe(true);
    await publisher.warmUp();
    await publisher.publish("owner@example.com", null);
    headline("Published twice");
    await publisher.publish("owner@example.com", null);
    expect(seen.folders).toEqual([tree, tree, tree, tree]);
    // Each into a folder no build of the process used before: Node keeps a module by its path.
    expect(new Set(seen.outDirs).size).toBe(4);
    db.close();
  });

  it("builds the published content, not what waits to be published", async () => {
    const { publisher, sourceDir, headline, seen, db } = await setup("warm-up-live", {
      keepsProcess: true,
    });
    await publisher.publish("owner@example.com", null);
    headline("Saved, not published");
    // The process left after a quiet while.
    seen.warm = false;
    await publisher.warmUp();
    const warmUpHeadline = readFileSync(join(sourceDir, "builds/source", HEADLINE), "utf8");
    expect(JSON.parse(warmUpHeadline)).toEqual({ headline: "Hello" });
    db.close();
  });

  it("a publish that comes while it builds touches the build tree only once it is over", async () => {
    const gate = buildGate();
    const logged: string[] = [];
    const { publisher, sourceDir, headline, get, seen, db } = await setup("warm-up-then-publish", {
      keepsProcess: true,
      gate,
      log: (message) => logged.push(message),
    });
    gate.release(1);
    await publisher.publish("owner@example.com", null);
    seen.warm = false;
    const warmingUp = publisher.warmUp();
    await gate.started(2);
    headline("Saved during the warm-up");
    const publishing = publisher.publish("owner@example.com", null);
    // The publish has taken its snapshot of the content, and waits.
    await waitForState(() =>
      expect(logged).toContain("site: the build waits for the editor's warm-up to end"),
    );
    const tree = join(sourceDir, "builds/source");
    expect(JSON.parse(readFileSync(join(tree, HEADLINE), "utf8"))).toEqual({ headline: "Hello" });
    gate.releaseAll();
    await warmingUp;
    expect(await publishing).toMatchObject({ ok: true });
    expect((await get("/")).text).toContain("Saved during the warm-up");
    // The warm-up's second build gave way to the publish that waited.
    expect(seen.folders).toEqual([tree, tree, tree]);
    db.close();
  });

  it("starts nothing while a job builds, or for a build that keeps no process", async () => {
    const gate = buildGate();
    const busy = await setup("warm-up-busy", { keepsProcess: true, gate });
    const publishing = busy.publisher.publish("owner@example.com", null);
    await gate.started(1);
    busy.publisher.warmUp();
    gate.releaseAll();
    await publishing;
    expect(busy.seen.builds).toBe(1);
    busy.db.close();

    const plain = await setup("warm-up-plain");
    plain.publisher.warmUp();
    await plain.publisher.publish("owner@example.com", null);
    expect(plain.seen.builds).toBe(1);
    plain.db.close();
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
    expect(seen).toMatchObject({ most: 1, builds: 2 });
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
    expect(buildFolders(sourceDir)).toHaveLength(1);
    // The server stops here, mid-build; the next one opens the same folder.
    await Publisher.open({
      ...options,
      live: new LiveSite(await loadStaticSite(staticRoot())),
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
    expect(buildFolders(sourceDir)).toEqual([]);
    db.close();
  });

  it("builds the content as it was when the build started: a save meanwhile waits for the next publish", async () => {
    const gate = buildGate();
    const { publisher, get, headline, sourceDir, db } = await setup("snapshot", {
      gate,
      describe: headlineWords,
    });
    headline("Published");
    const publishing = publisher.publish("owner@example.com", null);
    await gate.started(1);
    headline("Saved during the build");
    gate.releaseAll();
    expect(await publishing).toMatchObject({ ok: true });
    expect((await get("/")).text).toContain("<h1>Published</h1>");
    const live = publisher.status().live ?? "";
    expect(
      JSON.parse(readFileSync(join(sourceDir, "builds", live, "content", HEADLINE), "utf8")),
    ).toEqual({ headline: "Published" });
    expect(await publisher.waitingChanges()).toEqual([
      "Home: Headline from Published to Saved during the build",
    ]);
    db.close();
  });

  it("leaves the live site exactly as it was when the build fails, and keeps the build's message", async () => {
    const { publisher, get, headline, sourceDir, db } = await setup("failure");
    await publisher.publish("owner@example.com", null);
    const before = await get("/");
    const folders = buildFolders(sourceDir);
    headline("");
    const failed = await publisher.publish("owner@example.com", null);
    expect(failed.ok).toBe(false);
    expect(failed.message).toBe(`[ERROR] ${HEADLINE}: headline: Required`);
    expect(await get("/")).toEqual(before);
    expect(buildFolders(sourceDir)).toEqual(folders);
    expect(publisher.status().last).toMatchObject({ ok: false, kind: "publish" });
    db.close();
  });
});

describe("Roll back", () => {
  it("says what it undoes and the unpublished work it replaces, then any kept publish can be restored with its content", async () => {
    const { publisher, get, headline, sourceDir, db } = await setup("restore", {
      describe: headlineWords,
    });
    headline("A");
    await publisher.publish("owner@example.com", null);
    headline("B");
    await publisher.publish("owner@example.com", null);
    const b = publisher.status().live ?? "";
    const a = publisher.status().previous?.id ?? "";
    headline("Saved, not published");
    const what = await publisher.whatPuttingBackDoes(a);
    expect(what).toMatchObject({
      live: ["Home: Headline from B to A"],
      unpublished: ["Home: Headline from B to Saved, not published"],
    });
    const page = render(
      PutBackPage({ signed: signedOwner, rollBack: true, ...(what as NonNullable<typeof what>) }),
    );
    expect(page).toContain("Roll back to the publish of");
    expect(page).toContain("Home: Headline from B to A");
    expect(page).toContain("Saved and not published: 1 change will be replaced");
    expect(page).toContain(`name="to" value="${a}"`);
    expect(await publisher.whatPuttingBackDoes(b)).toBeNull();
    expect(await publisher.whatPuttingBackDoes("../../etc")).toBeNull();

    await publisher.rollBack("owner@example.com", null, a);
    expect((await get("/")).text).toContain("<h1>A</h1>");
    expect(await publishPage(publisher)).toContain(`/admin/site/roll-back?to=${b}`);
    const restored = await publisher.rollBack("owner@example.com", null, b);
    expect(restored).toMatchObject({
      ok: true,
      kind: "restore",
      changes: ["Home: Headline from A to B"],
    });
    expect((await get("/")).text).toContain("<h1>B</h1>");
    expect(JSON.parse(readFileSync(join(sourceDir, HEADLINE), "utf8"))).toEqual({ headline: "B" });
    db.close();
  });

  it("is there the moment the first publish is live: the build the server started with is stored first", async () => {
    const { publisher, live, db } = await setup("roll-back-at-once");
    const swap = live.swap.bind(live);
    let previousWhenLive: unknown;
    live.swap = (site) => {
      swap(site);
      // Read after the publish's own synchronous steps, before anything it waits for.
      queueMicrotask(() => {
        previousWhenLive = publisher.status().previous;
      });
    };
    await publisher.publish("owner@example.com", null);
    expect(previousWhenLive).toMatchObject({ by: "the build the server started with" });
    db.close();
  });

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
    const builds = buildFolders(sourceDir);
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

  it("commits what went live, not a save made while it built, which stays a change waiting", async () => {
    const gate = buildGate();
    const { publisher, headline, sourceDir, db } = await setup("git-snapshot", { git: true, gate });
    headline("Published");
    const publishing = publisher.publish("owner@example.com", null);
    await gate.started(1);
    headline("Saved during the build");
    gate.releaseAll();
    await publishing;
    const git = (...args: string[]) =>
      execFileSync("git", args, { cwd: sourceDir, encoding: "utf8" });
    expect(JSON.parse(git("show", `HEAD:${HEADLINE}`))).toEqual({ headline: "Published" });
    expect(git("status", "--porcelain")).toBe(` M ${HEADLINE}\n`);
    db.close();
  });

  it("starts serving the published build when it went live after the last npm run build", async () => {
    const { publisher, sourceDir, db } = await setup("start");
    expect(await startingBuild(sourceDir, staticRoot())).toBe(staticRoot());
    await publisher.publish("owner@example.com", null);
    const published = await startingBuild(sourceDir, staticRoot());
    expect(published).toMatch(/builds\/\d{8}T\d{6}Z\/site$/);
    expect(existsSync(join(published, "index.html"))).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(staticRoot(), "index.html"), later, later);
    expect(await startingBuild(sourceDir, staticRoot())).toBe(staticRoot());
    db.close();
  });
});
