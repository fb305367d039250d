import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../../tests/support/wait";
import { siteBuilder } from "./site-build";

/** Builds with a stand-in worker: a real node process that answers as build-worker.mjs does. */
let dir = "";
afterEach(() => {
  // A failed test must not leave a process running: the grandchild wrote its id. Only a real id:
  // process.kill(0) would end this test's own process group, the whole suite with it.
  const started = join(dir, "started");
  const pid = existsSync(started) ? Number(readFileSync(started, "utf8")) : 0;
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Ended, as it should be.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A worker script whose builds run `body` (with `root`, `outDir` and `cache` in scope) and answer
 * { ok }.
 */
function standInWorker(body: string) {
  dir = mkdtempSync(join(tmpdir(), "eca-build-worker-"));
  const script = join(dir, "worker.mjs");
  writeFileSync(
    script,
    `process.on("message", async ({ root, outDir, cache }) => { const ok = await (async () => { ${body} })(); process.send({ ok }); });`,
  );
  return siteBuilder(script);
}

/**
 * What each stand-in build wrote to `said` in `root`: read from a file, since a build's answer can
 * reach the server before its output does.
 */
const said = (root: string) => readFileSync(join(root, "said"), "utf8").trim().split("\n");

it(
  "keeps one worker from build to build, and starts a new one after a build that failed",
  async () => {
    const build = standInWorker(
      '(await import("node:fs")).appendFileSync(root + "/said", process.pid + " built into " + outDir + "\\n"); return !outDir.endsWith("broken");',
    );
    expect(build.warm()).toBe(false);
    expect(await build(dir, "dist")).toMatchObject({ ok: true });
    expect(build.warm()).toBe(true);
    expect(await build(dir, "dist")).toMatchObject({ ok: true });
    expect(await build(dir, "broken")).toMatchObject({ ok: false });
    expect(build.warm()).toBe(false);
    expect(await build(dir, "dist")).toMatchObject({ ok: true });
    const [first, second, broken, after] = said(dir).map((line) => line.split(" built into "));
    expect(second).toEqual(first);
    expect(broken).toEqual([first?.[0], "broken"]);
    expect(after?.[0]).not.toBe(first?.[0]);
  },
  SOCKET_TEST_TIMEOUT_MS,
);

it(
  "kills the build and what it started when the signal aborts, resolves not ok with its output, and starts nothing once stopped",
  async () => {
    // The grandchild holds the worker's output as esbuild holds astro's: the build resolves only
    // once it has ended too.
    const build = standInWorker(`
      const { spawn } = await import("node:child_process");
      spawn(process.execPath, ["-e", 'const fs = require("node:fs"); fs.writeFileSync(process.argv[1] + ".tmp", String(process.pid)); fs.renameSync(process.argv[1] + ".tmp", process.argv[1]); setInterval(() => {}, 1000)', root + "/started"], { stdio: "inherit" });
      console.log("building");
      return new Promise(() => {});`);
    const stopper = new AbortController();
    const result = build(dir, "dist", stopper.signal);
    const started = join(dir, "started");
    await waitForState(() => expect(existsSync(started)).toBe(true));
    stopper.abort();
    const { ok, output } = await result;
    expect(ok).toBe(false);
    expect(output).toContain("building");
    expect(await build(dir, "dist", AbortSignal.abort())).toEqual({ ok: false, output: "" });
  },
  SOCKET_TEST_TIMEOUT_MS,
);

it(
  "builds the content of its own folder, not the server's published content, into that folder's Astro cache, without Netlify's _headers",
  async () => {
    const build = standInWorker(
      '(await import("node:fs")).writeFileSync(root + "/said", "content root: " + (process.env.SITE_CONTENT_ROOT ?? "its own folder") + ", cache: " + cache + ", _headers skipped: " + process.env.SKIP_NETLIFY_HEADERS); return true;',
    );
    // Set and put back here, not stubbed: files sharing this worker read it as their modules load.
    process.env.SITE_CONTENT_ROOT = "/srv/eca-site/builds/live/content";
    try {
      await build(dir, "dist");
      expect(said(dir)).toEqual([
        `content root: its own folder, cache: publish-${basename(dir)}, _headers skipped: 1`,
      ]);
    } finally {
      delete process.env.SITE_CONTENT_ROOT;
    }
  },
  SOCKET_TEST_TIMEOUT_MS,
);
