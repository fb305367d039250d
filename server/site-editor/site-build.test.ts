import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitForState } from "../../tests/support/wait";
import { runSiteBuild, step } from "./site-build";

/** A build's steps with real short-lived node processes in place of astro. */
let dir = "";
afterEach(() => {
  // A failed test must not leave a process running: the grandchild wrote its id.
  const started = join(dir, "started");
  if (existsSync(started)) {
    try {
      process.kill(Number(readFileSync(started, "utf8")), "SIGKILL");
    } catch {
      // Ended, as it should be.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("a build step", () => {
  it("kills the step and what it started when the signal aborts, and resolves not ok with its output", async () => {
    dir = mkdtempSync(join(tmpdir(), "eca-step-"));
    const started = join(dir, "started");
    // The grandchild holds the step's output as esbuild holds astro's: the step resolves only
    // once it has ended too.
    const grandchild = `require("node:fs").writeFileSync(${JSON.stringify(started)}, String(process.pid)); setInterval(() => {}, 1000);`;
    const child = `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { stdio: "inherit" }); console.log("building"); setInterval(() => {}, 1000);`;
    const stopper = new AbortController();
    const result = step(dir, ["-e", child], process.env, stopper.signal);
    await waitForState(() => expect(existsSync(started)).toBe(true));
    stopper.abort();
    const { ok, output } = await result;
    expect(ok).toBe(false);
    expect(output).toContain("building");
  });

  it("runs to its end when not stopped, and starts nothing once stopped", async () => {
    dir = mkdtempSync(join(tmpdir(), "eca-step-"));
    expect(await step(dir, ["-e", "console.log('built')"], process.env)).toEqual({
      ok: true,
      output: "built\n",
    });
    const stopped = AbortSignal.abort();
    expect(await step(dir, ["-e", "console.log('built')"], process.env, stopped)).toEqual({
      ok: false,
      output: "",
    });
    // No astro in this folder: a build that started a step would say so.
    expect(await runSiteBuild(dir, "site", stopped)).toEqual({ ok: false, output: "" });
  });
});

it("builds the content of its own folder, not the server's published content", async () => {
  dir = mkdtempSync(join(tmpdir(), "eca-step-"));
  mkdirSync(join(dir, "node_modules/astro"), { recursive: true });
  writeFileSync(
    join(dir, "node_modules/astro/astro.js"),
    'console.log("content root: " + (process.env.SITE_CONTENT_ROOT ?? "its own folder")); process.exit(1);',
  );
  // Set and put back here, not stubbed: files sharing this worker read it as their modules load.
  process.env.SITE_CONTENT_ROOT = "/srv/eca-site/builds/live/content";
  try {
    const { output } = await runSiteBuild(dir, "site");
    expect(output.trim()).toBe("content root: its own folder");
  } finally {
    delete process.env.SITE_CONTENT_ROOT;
  }
});
