import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixture, makeFixture } from "../../tests/support/fixture";
import { AuditLog } from "../admin/accounts";
import { openDatabase } from "../db/database";
import { JobQueue, type JobQueueOptions, type Outcome } from "./job-queue";

/** The queue on its own, with jobs the test finishes by hand (publisher.test.ts runs real ones). */
let fixture: Fixture;
beforeAll(() => {
  fixture = makeFixture();
});
afterAll(() => fixture.remove());

/** A job's work that runs until the test says `finish`, and says when it began. */
function heldWork(outcome: Outcome = { ok: true, files: [], message: "" }) {
  let begin = () => {};
  let finish = () => {};
  const began = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const work = async () => {
    begin();
    await finished;
    return outcome;
  };
  return { work, began, finish };
}

/** A job's work that runs until its signal aborts, then ends with `outcome`. */
function stoppableWork(outcome: Outcome) {
  let begin = () => {};
  const began = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const work = (signal: AbortSignal) =>
    new Promise<Outcome>((resolve) => {
      begin();
      signal.addEventListener("abort", () => resolve(outcome), { once: true });
    });
  return { work, began };
}

function setup(name: string, options: Partial<JobQueueOptions> = {}) {
  const sourceDir = join(fixture.dir, name);
  const db = openDatabase(fixture.dbPath());
  const audit = new AuditLog(db);
  const logged: string[] = [];
  let clock = Date.parse("2026-11-26T12:00:00Z");
  const queueOptions: JobQueueOptions = {
    sourceDir,
    audit,
    // Each reading of the clock is a second later: every job takes a known time.
    now: () => (clock += 1000),
    log: (line) => logged.push(line),
    ...options,
  };
  const queue = new JobQueue(queueOptions);
  const pendingFile = join(sourceDir, "builds", "pending.json");
  const pending = () => JSON.parse(readFileSync(pendingFile, "utf8"));
  return { queue, audit, db, logged, pendingFile, pending, queueOptions };
}

describe("the job queue", () => {
  it("runs one job at a time in the order asked; a job that throws fails alone and the next still runs", async () => {
    const { queue, audit, db } = setup("order");
    const first = heldWork();
    const order: string[] = [];
    const one = queue.add("publish", "a@example.com", null, async () => {
      order.push("publish starts");
      const outcome = await first.work();
      order.push("publish ends");
      return outcome;
    });
    const two = queue.add("roll back", "b@example.com", null, async () => {
      order.push("roll back starts");
      throw new Error("There is no earlier published build.");
    });
    const three = queue.add("preview", "c@example.com", null, async () => {
      order.push("preview starts");
      return { ok: true, files: [], message: "" };
    });
    await first.began;
    expect(queue.running).toMatchObject({ kind: "publish", by: "a@example.com" });
    expect(queue.waiting.map((job) => job.kind)).toEqual(["roll back", "preview"]);
    first.finish();
    expect(await two).toMatchObject({
      kind: "roll back",
      by: "b@example.com",
      ok: false,
      files: null,
      message: "There is no earlier published build.",
    });
    expect((await one).ok).toBe(true);
    expect((await three).ok).toBe(true);
    expect(order).toEqual(["publish starts", "publish ends", "roll back starts", "preview starts"]);
    expect(queue.running).toBeNull();
    expect(queue.last).toMatchObject({ kind: "preview", by: "c@example.com" });
    expect(audit.list(3).map((entry) => entry.action)).toEqual(["preview", "roll back", "publish"]);
    db.close();
  });

  it("logs who asked, how long it took and what changed: words, a count, or the build's first line", async () => {
    const { queue, audit, db, logged } = setup("details");
    await queue.add("publish", "a@example.com", "203.0.113.5", async () => ({
      ok: true,
      files: null,
      message: "",
    }));
    await queue.add("publish", "a@example.com", null, async () => ({
      ok: true,
      files: ["src/content/page-copy/home.json"],
      changes: ["Home: Hero › Headline", "Home: Hero › Button"],
      message: "",
    }));
    await queue.add("publish", "a@example.com", null, async () => ({
      ok: false,
      files: ["src/content/page-copy/home.json"],
      message: "[ERROR] home.json: headline: Required\n    at build (x.js:1:1)",
    }));
    const details = audit
      .list(3)
      .reverse()
      .map((entry) => entry.detail);
    expect(details).toEqual([
      "done in 1 s; first publish",
      "done in 1 s; 2 change(s): Home: Hero › Headline; Home: Hero › Button",
      "failed in 1 s; 1 file(s) changed; [ERROR] home.json: headline: Required",
    ]);
    expect(audit.list(3)[2]).toMatchObject({
      account: "a@example.com",
      clientAddress: "203.0.113.5",
    });
    // No file name reaches what the owner reads.
    expect(details.join("\n")).not.toContain("src/content");
    expect(logged[0]).toBe("site: publish by a@example.com done in 1 s; first publish");
    db.close();
  });

  it("lets a later ask join the waiting job of its kind, naming the joiner in an entry of its own", async () => {
    const { queue, audit, db } = setup("join");
    expect(queue.join("publish")).toBeUndefined();
    const running = heldWork();
    const first = queue.add("publish", "a@example.com", null, running.work);
    await running.began;
    // The running job is not joined: it may have copied the content before the joiner's save.
    expect(queue.join("publish")).toBeUndefined();
    const waiting = queue.add("publish", "b@example.com", null, async () => ({
      ok: true,
      files: [],
      message: "",
    }));
    const why = "it builds every change saved before it starts";
    const joined = queue.join("publish", { by: "c@example.com", address: "203.0.113.9", why });
    expect(joined).toBe(waiting);
    expect(queue.join("roll back")).toBeUndefined();
    expect(audit.list(1)[0]).toMatchObject({
      account: "c@example.com",
      clientAddress: "203.0.113.9",
      action: "publish",
      detail: expect.stringMatching(
        /^joined the waiting publish asked for by b@example\.com at \S+Z: it builds every change saved before it starts$/,
      ),
    });
    // Joining without a joiner (the preview) leaves no entry.
    queue.join("publish");
    expect(audit.count()).toBe(1);
    running.finish();
    await Promise.all([first, joined]);
    db.close();
  });

  it("stops only a running job of the kind asked: its entry says why, it is not the last job, and one that finishes anyway is done", async () => {
    const { queue, audit, db, logged } = setup("stop");
    const why = "a newer save is being previewed instead";
    const publishing = heldWork();
    const publish = queue.add("publish", "a@example.com", null, publishing.work);
    await publishing.began;
    queue.stop("preview", why);
    const stopping = stoppableWork({ ok: false, files: [], message: "killed" });
    const preview = queue.add("preview", "b@example.com", null, stopping.work);
    // A waiting job is never stopped.
    queue.stop("preview", why);
    publishing.finish();
    expect((await publish).stopped).toBeUndefined();
    await stopping.began;
    queue.stop("preview", why);
    expect(await preview).toMatchObject({ kind: "preview", ok: false, stopped: true });
    expect(queue.last).toMatchObject({ kind: "publish" });
    expect(audit.list(1)[0]?.detail).toBe(`stopped after 1 s: ${why}`);
    expect(logged.at(-1)).toBe(`site: preview by b@example.com stopped after 1 s: ${why}`);
    const finishing = stoppableWork({ ok: true, files: [], message: "" });
    const finished = queue.add("preview", "c@example.com", null, finishing.work);
    await finishing.began;
    queue.stop("preview", why);
    expect(await finished).toMatchObject({ ok: true });
    expect((await finished).stopped).toBeUndefined();
    expect(queue.last).toMatchObject({ by: "c@example.com" });
    db.close();
  });

  it("keeps the running and waiting jobs in the pending file; the next start logs them as stopped and empties it", async () => {
    const { queue, pending, pendingFile, queueOptions, audit, db } = setup("pending");
    const held = heldWork();
    void queue.add("publish", "a@example.com", "203.0.113.1", held.work);
    void queue.add("roll back", "b@example.com", "203.0.113.2", held.work);
    await held.began;
    expect(pending()).toEqual({
      running: expect.objectContaining({ kind: "publish", by: "a@example.com" }),
      waiting: [expect.objectContaining({ kind: "roll back", by: "b@example.com" })],
    });
    // The server stops here; the next one opens the same folder.
    const next = new JobQueue(queueOptions);
    await next.recordLost();
    expect(existsSync(pendingFile)).toBe(false);
    const lost = audit.list(2).reverse();
    expect(lost).toMatchObject([
      { account: "a@example.com", clientAddress: "203.0.113.1", action: "publish" },
      { account: "b@example.com", clientAddress: "203.0.113.2", action: "roll back" },
    ]);
    expect(lost[0]?.detail).toMatch(
      /^not done: the server restarted before it finished; publish again \(running since \S+Z\)$/,
    );
    expect(lost[1]?.detail).toMatch(/; roll back again \(waiting since \S+Z\)$/);
    held.finish();
    db.close();
  });

  it("deletes the pending file once nothing runs or waits", async () => {
    const { queue, pendingFile, db } = setup("pending-done");
    await queue.add("preview", "a@example.com", null, async () => ({
      ok: true,
      files: [],
      message: "",
    }));
    expect(existsSync(pendingFile)).toBe(false);
    db.close();
  });

  it("keeps running when the audit log refuses an entry: the entry goes to the server's log", async () => {
    const { queue, db, logged } = setup("audit-refuses");
    db.close();
    const done = await queue.add("publish", "a@example.com", null, async () => ({
      ok: true,
      files: [],
      message: "",
    }));
    expect(done.ok).toBe(true);
    expect(logged[0]).toMatch(/^site: the audit log refused "done in 1 s; 0 file\(s\) changed": /);
    const next = await queue.add("roll back", "a@example.com", null, async () => ({
      ok: true,
      files: [],
      message: "",
    }));
    expect(next.ok).toBe(true);
  });

  it("counts a job done only after beforeDone, whose failure is logged and stops nothing", async () => {
    const seen: unknown[] = [];
    const { queue, logged, db } = setup("before-done", {
      beforeDone: async (done) => {
        seen.push({ last: queue.last, running: queue.running?.kind, kind: done.kind });
        if (done.kind === "roll back") throw new Error("disk full");
      },
    });
    const outcome = { ok: true, files: [], message: "" };
    await queue.add("publish", "a@example.com", null, async () => outcome);
    expect(await queue.add("roll back", "a@example.com", null, async () => outcome)).toMatchObject({
      ok: true,
    });
    expect(seen).toEqual([
      { last: null, running: "publish", kind: "publish" },
      {
        last: expect.objectContaining({ kind: "publish" }),
        running: "roll back",
        kind: "roll back",
      },
    ]);
    expect(logged).toContain("site: after the roll back: disk full");
    expect((await queue.add("preview", "a@example.com", null, async () => outcome)).ok).toBe(true);
    db.close();
  });
});
