import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emailSubject } from "../src/features/contact/schema";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  storedLead,
  validLead,
} from "../tests/support/fixture";
import { holdWriteLock } from "../tests/support/lock";
import { type Reply, startReceiver } from "../tests/support/receiver";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { buildApp, type ServerApp } from "./app";
import { openDatabase } from "./db/database";
import { leadFields, payloadFields } from "./lead-fields";
import { LeadStore } from "./leads";
import { backoffDelay, startDispatcher } from "./outbox";

let fixture: Fixture;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  fixture = makeFixture();
});
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});
afterAll(() => fixture.remove());

async function receiver(port: number, script: (key: string, attempt: number) => Reply) {
  const started = await startReceiver(port, script);
  cleanups.push(started.close);
  return started;
}

async function start(leadsDb: string, url: string, baseDelayMs = 50, timeoutMs = 500) {
  const server: ServerApp = await buildApp(
    appOptions(fixture, { leadsDb, webhook: { url, baseDelayMs, maxDelayMs: 10_000, timeoutMs } }),
  );
  cleanups.push(server.close);
  const post = (fields: Record<string, string>) =>
    server.app.request("http://localhost/", {
      method: "POST",
      body: formBody(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    });
  return { server, post };
}

const outbox = (db: string) => readRows(db, "outbox");
const allDelivered = (db: string, count: number) => () => {
  const rows = outbox(db);
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row.delivered_at).not.toBeNull();
    expect(row.payload).toBe("");
  }
};

describe("webhook outbox", { timeout: SOCKET_TEST_TIMEOUT_MS }, () => {
  it("retries with backoff until delivered, without holding up visitors", async () => {
    const db = fixture.dbPath();
    // The first lead: a hang (times out), a 500, then success. The second: success at once.
    let firstKey: string | undefined;
    const hook = await receiver(4361, (key, attempt) => {
      firstKey ??= key;
      return key === firstKey ? (([undefined, "hang", 500, 200] as const)[attempt] ?? 200) : 200;
    });
    // The hang lasts the delivery's whole 1 s time limit: long enough that the second lead is
    // answered inside it even on a busy machine.
    const { post } = await start(db, hook.url, 50, 1000);

    expect((await post({ ...validLead, company: "First Co" })).status).toBe(200);
    await waitForState(() => expect(hook.unanswered()).toBe(1));
    const second = await post({ ...validLead, company: "Second Co", email: "b@example.com" });
    expect(second.status).toBe(200);
    // Answered while the webhook is still stuck on the first lead's first attempt.
    expect(hook.unanswered()).toBe(1);
    expect(outbox(db)[0]?.attempts).toBe(0);

    await waitForState(allDelivered(db, 2));
    const rows = outbox(db);
    expect(rows.map((row) => [row.lead_id, row.attempts, row.last_error])).toEqual([
      [1, 3, null],
      [2, 1, null],
    ]);
    const first = hook.calls.filter((call) => call.key === firstKey);
    expect(first).toHaveLength(3);
    // 50 ms after the first failure, 100 ms after the second.
    expect((first[2]?.at ?? 0) - (first[1]?.at ?? 0)).toBeGreaterThanOrEqual(95);
    // The body carries the lead's id and each field of the table the form sent that is not
    // private, and nothing else: the visitor's browser and address stay on the server.
    const body = first[2]?.body ?? {};
    expect(Object.keys(body).sort()).toEqual(
      ["id", ...payloadFields(leadFields).map((field) => field.name)].sort(),
    );
    expect(body).not.toHaveProperty("userAgent");
    expect(body).not.toHaveProperty("clientAddress");
    expect(body).toMatchObject({
      id: 1,
      firstName: "Ada",
      lastName: "Lovelace",
      company: "First Co",
      phone: "(206) 555-0100",
      email: "ada@example.com",
      description: "Automate our invoicing",
      subject: emailSubject("First Co"),
      sourcePage: null,
      intent: "consultation",
      event: "",
      package: "",
      page: null,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(first[0]?.headers["content-type"]).toBe("application/json");
    // The Idempotency-Key is the lead's stored random UUID, the same on every retry, and not
    // derived from the row id.
    const leadKeys = readRows(db, "leads").map((lead) => lead.lead_key);
    expect(leadKeys).toEqual([
      expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    ]);
    expect(new Set(hook.calls.map((call) => call.key))).toEqual(new Set(leadKeys));
    expect(firstKey).toBe(leadKeys[0]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/lead 1 attempt 1 failed \(TimeoutError/),
    );
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/lead 1 attempt 2 failed \(HTTP 500\); retry in 100 ms/),
    );
  });

  it("keeps the lead but drops the outbox row's copy of it once delivered", async () => {
    const db = fixture.dbPath();
    let up = false;
    const hook = await receiver(4364, () => (up ? 200 : 503));
    const { post } = await start(db, hook.url, 50);
    expect((await post(validLead)).status).toBe(200);
    await waitForState(() => expect(outbox(db)[0]?.attempts).toBe(1), { interval: 10 });
    // Pending: the row still carries what it has to send.
    expect(JSON.parse(String(outbox(db)[0]?.payload))).toMatchObject({ firstName: "Ada" });
    up = true;
    await waitForState(allDelivered(db, 1));
    expect(outbox(db)[0]).toMatchObject({ payload: "", attempts: 2, last_error: null });
    expect(readRows(db, "leads")[0]).toMatchObject({ first_name: "Ada", email: "ada@example.com" });
  });

  it("resumes pending deliveries after a restart, on the stored schedule", async () => {
    const db = fixture.dbPath();
    let up = false;
    const hook = await receiver(4362, () => (up ? 200 : 503));
    const first = await start(db, hook.url, 300);
    expect((await first.post(validLead)).status).toBe(200);
    await waitForState(() => expect(outbox(db)[0]?.attempts).toBe(1), { interval: 10 });
    await first.server.close();
    const [pending] = outbox(db);
    expect(pending).toMatchObject({ attempts: 1, delivered_at: null, last_error: "HTTP 503" });
    const failedAt = hook.calls[0]?.at ?? Number.NaN;
    expect(Number(pending?.next_attempt_at)).toBeGreaterThanOrEqual(failedAt + 300 - 5);

    up = true;
    await start(db, hook.url, 300);
    await waitForState(allDelivered(db, 1));
    expect(outbox(db)[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(hook.calls).toHaveLength(2);
    expect(hook.calls[1]?.at).toBeGreaterThanOrEqual(Number(pending?.next_attempt_at));
  });

  it("writes the lead and its outbox row in one transaction", async () => {
    const db = fixture.dbPath();
    const hook = await receiver(4363, () => 200);
    const { post } = await start(db, hook.url);
    const sabotage = new Database(db);
    sabotage.exec(
      "CREATE TRIGGER no_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    sabotage.close();
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect((await post(validLead)).status).toBe(503);
    expect(readRows(db, "leads")).toEqual([]);
  });

  it("queues nothing when no webhook is configured", async () => {
    const db = fixture.dbPath();
    const server = await buildApp(appOptions(fixture, { leadsDb: db }));
    cleanups.push(server.close);
    const response = await server.app.request("http://localhost/", {
      method: "POST",
      body: formBody(validLead),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    expect(readRows(db, "leads")).toHaveLength(1);
    expect(outbox(db)).toEqual([]);
  });

  it("records a delivery that succeeds while the server stops, so the next start does not repeat it", async () => {
    const db = openDatabase(fixture.dbPath());
    new LeadStore(db, { channels: ["webhook"] }).add(
      storedLead({ sourcePage: null, page: null, receivedAt: new Date().toISOString() }),
    );
    let answer: (error: string | null) => void = () => {};
    let deliveryStarted: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      deliveryStarted = resolve;
    });
    const dispatcher = startDispatcher({
      db,
      channel: "webhook",
      deliver: () =>
        new Promise((resolve) => {
          answer = resolve;
          deliveryStarted();
        }),
      baseDelayMs: 50,
      maxDelayMs: 50,
    });
    await sending;
    const stopped = dispatcher.stop(60_000);
    // The receiver's "accepted" arrives after the server began to stop.
    answer(null);
    await stopped;
    const [row] = db.prepare("SELECT delivered_at FROM outbox").all() as {
      delivered_at: string | null;
    }[];
    db.close();
    expect(row?.delivered_at).not.toBeNull();
  });

  it("sends nothing for a lead deleted while its email waits behind another one", async () => {
    const db = openDatabase(fixture.dbPath());
    const store = new LeadStore(db, { channels: ["email"] });
    const receivedAt = new Date().toISOString();
    const first = store.add(storedLead({ email: "first@example.com", receivedAt }));
    const erased = store.add(storedLead({ email: "erase-me@example.com", receivedAt }));
    const sent: number[] = [];
    let answer: (error: string | null) => void = () => {};
    let deliveryStarted: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      deliveryStarted = resolve;
    });
    const dispatcher = startDispatcher({
      db,
      channel: "email",
      deliver: (row) => {
        sent.push(row.leadId);
        if (row.leadId !== first) return Promise.resolve(null);
        return new Promise((resolve) => {
          answer = resolve;
          deliveryStarted();
        });
      },
      baseDelayMs: 50,
      maxDelayMs: 50,
    });
    // Both rows were fetched in one batch; the first is being sent when the second lead is erased.
    await sending;
    expect(store.delete(erased)).toBe(true);
    answer(null);
    await waitForState(() =>
      expect(db.prepare("SELECT delivered_at FROM outbox").pluck().all()).toEqual([
        expect.any(String),
      ]),
    );
    await dispatcher.stop(1000);
    db.close();
    expect(sent).toEqual([first]);
  });

  it("on stop, waits for the delivery in progress up to the grace, then gives up and leaves it pending", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const db = openDatabase(fixture.dbPath());
    cleanups.push(async () => {
      vi.useRealTimers();
      db.close();
    });
    new LeadStore(db, { channels: ["webhook"] }).add(
      storedLead({ sourcePage: null, page: null, receivedAt: new Date().toISOString() }),
    );
    let deliveryStarted: (signal: AbortSignal) => void = () => {};
    const sending = new Promise<AbortSignal>((resolve) => {
      deliveryStarted = resolve;
    });
    const dispatcher = startDispatcher({
      db,
      channel: "webhook",
      // A receiver that never answers: the delivery ends only when told to give up.
      deliver: (_row, signal) =>
        new Promise((resolve) => {
          signal.addEventListener("abort", () => resolve("stopped"));
          deliveryStarted(signal);
        }),
      baseDelayMs: 50,
      maxDelayMs: 50,
    });
    const signal = await sending;
    let stopped = false;
    const stopping = dispatcher.stop(10_000).then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect([signal.aborted, stopped]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(signal.aborted).toBe(true);
    // Whether the receiver got it is unknown: the row is as it was, for the next start.
    expect(db.prepare("SELECT attempts, delivered_at, last_error FROM outbox").all()).toEqual([
      { attempts: 0, delivered_at: null, last_error: null },
    ]);
  });

  it("records a delivery once another process's lock on the database is gone, without sending it again", async () => {
    const file = fixture.dbPath();
    const db = openDatabase(file, { busyTimeoutMs: 0 });
    new LeadStore(db, { channels: ["webhook"] }).add(
      storedLead({ sourcePage: null, page: null, receivedAt: new Date().toISOString() }),
    );
    const lock = await holdWriteLock(file);
    let deliveries = 0;
    const log = vi.fn();
    const dispatcher = startDispatcher({
      db,
      channel: "webhook",
      deliver: async () => {
        deliveries++;
        return null;
      },
      baseDelayMs: 50,
      maxDelayMs: 50,
      log,
    });
    cleanups.push(async () => {
      await lock.release();
      await dispatcher.stop(0);
      db.close();
    });
    // Delivered while the lock is held: waiting to record it (or, failing that, sending it again).
    await waitForState(() => expect(log.mock.calls.length + deliveries).toBeGreaterThan(1));
    expect(lock.held()).toBe(true);
    await lock.release();
    await waitForState(() =>
      expect(db.prepare("SELECT delivered_at FROM outbox").pluck().get()).not.toBeNull(),
    );
    expect(deliveries).toBe(1);
    expect(log).toHaveBeenCalledWith(
      "webhook: lead 1 delivered; recording it once the database is unlocked",
    );
  });

  it("doubles the delay per attempt up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffDelay(attempts, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
