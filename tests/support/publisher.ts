/**
 * The publisher's tests' stand-ins (server/site-editor/publisher*.test.ts): a source folder with
 * one content file, and a build that turns its headline into a small site, which the test can
 * hold at its start (the real build is exercised end to end in tests/live-editing).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { AuditLog } from "../../server/admin/accounts";
import { render, type Signed } from "../../server/admin/shell";
import { openDatabase } from "../../server/db/database";
import { Publisher, type PublisherOptions } from "../../server/site-editor/publisher";
import type { BuildRunner } from "../../server/site-editor/site-build";
import { SitePage } from "../../server/site-editor/site-page";
import { LiveSite, loadStaticSite, staticHandler } from "../../server/static";
import { type Fixture, makeFixture, writeFileWithFolders as write } from "./fixture";

export const HEADLINE = "src/content/copy/home.json";

export const signedOwner: Signed = {
  email: "owner@example.com",
  csrfToken: "token",
  permissions: ["leads", "site"],
  unopened: 0,
};

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export type BuildGate = ReturnType<typeof buildGate>;

/**
 * The test's hold on the builds: while it holds, build n starts (`started(n)` resolves) and then
 * waits for `release(n)`; `releaseAll()` lets every build run through from then on.
 */
export function buildGate() {
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

/**
 * A build that turns the headline into a page with an asset named by the headline's hash. A build
 * held at the gate ends not ok when its signal aborts: `stopped` lists those builds' numbers.
 */
function standInBuild(gate?: BuildGate) {
  let running = 0;
  // `warm`: set by a good build, as the server's process is; a test clears it as an idle exit does.
  const seen = {
    most: 0,
    builds: 0,
    warm: false,
    folders: [] as string[],
    outDirs: [] as string[],
  };
  const stopped: number[] = [];
  const build: BuildRunner = async (sourceDir, outDir, signal) => {
    running++;
    seen.most = Math.max(seen.most, running);
    const n = ++seen.builds;
    seen.folders.push(sourceDir);
    seen.outDirs.push(outDir);
    try {
      const aborted = new Promise((resolve) =>
        signal?.addEventListener("abort", resolve, { once: true }),
      );
      if (!signal?.aborted) await Promise.race([gate?.pass(n), aborted]);
      if (signal?.aborted) {
        stopped.push(n);
        return { ok: false, output: "progress line" };
      }
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
      seen.warm = true;
      return { ok: true, output: "done" };
    } finally {
      running--;
    }
  };
  return { build, seen, stopped };
}

/**
 * A fixture for the test file, made before its tests and removed after them, and `setup`, which
 * gives each test a publisher of its own source folder under it, with the stand-in build.
 */
export function publisherFixture() {
  let fixture: Fixture;
  beforeAll(() => {
    fixture = makeFixture();
  });
  afterAll(() => fixture.remove());
  return {
    setup: (name: string, options?: Parameters<typeof setupPublisher>[2]) =>
      setupPublisher(fixture, name, options),
    /** The build the server started with. */
    staticRoot: () => fixture.staticRoot,
  };
}

/** A publisher of its own source folder under the fixture's, with the stand-in build. */
async function setupPublisher(
  fixture: Fixture,
  name: string,
  {
    git = false,
    afterChange,
    gate,
    describe,
    now,
    keepsProcess = false,
    log = () => {},
  }: {
    now?: () => number;
    /** The build says whether it is warm, as the server's does: from its first good build on. */
    keepsProcess?: boolean;
    log?: PublisherOptions["log"];
    git?: boolean;
    afterChange?: PublisherOptions["afterChange"];
    gate?: BuildGate;
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
  const { build, seen, stopped } = standInBuild(gate);
  const options: PublisherOptions = {
    sourceDir,
    live,
    startedWith: fixture.staticRoot,
    audit,
    build: keepsProcess ? Object.assign(build, { warm: () => seen.warm }) : build,
    log,
    afterChange,
    describe,
    now,
  };
  const publisher = await Publisher.open(options);
  const app = new Hono().get("*", staticHandler(live));
  const get = async (path: string) => {
    const response = await app.request(`http://localhost${path}`);
    return { status: response.status, text: await response.text() };
  };
  const headline = (text: string) =>
    write(join(sourceDir, HEADLINE), JSON.stringify({ headline: text }));
  return {
    sourceDir,
    live,
    audit,
    publisher,
    get,
    headline,
    seen,
    stopped,
    db,
    options,
  };
}

/** Says each change as the headline's old and new text, as changes.ts says a field's. */
export const headlineWords: PublisherOptions["describe"] = async (files, before, after) =>
  Promise.all(
    files.map(async (path) => {
      const text = async (read: typeof before) => {
        const json = await read(path);
        return json === null ? "(none)" : (JSON.parse(json) as { headline: string }).headline;
      };
      return `Home: Headline from ${await text(before)} to ${await text(after)}`;
    }),
  );

/** The Publish page as the owner sees it now, with what waits in words. */
export async function publishPage(publisher: Publisher) {
  return render(
    SitePage({
      signed: signedOwner,
      status: publisher.status(),
      waiting: await publisher.waitingChanges(),
      editorBuilt: true,
    }),
  );
}
