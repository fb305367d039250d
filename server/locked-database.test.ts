import { afterAll, beforeAll, expect, it } from "vitest";
import { formBody, makeFixture, readRows, validLead } from "../tests/support/fixture";
import { holdWriteLock } from "../tests/support/lock";
import { type RunningServer, startServer } from "../tests/support/spawn";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";

const PORT = 4344;
const fixture = makeFixture();
const leadsDb = fixture.dbPath();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    PORT: String(PORT),
    BUILD_DIR: fixture.buildDir,
    LEADS_DB: leadsDb,
  });
});
afterAll(async () => {
  await server.stop();
  fixture.remove();
});

const post = (email: string) =>
  fetch(server.url, {
    method: "POST",
    body: formBody({ ...validLead, email }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
  });

it(
  "keeps serving pages while another process holds the write lock, and answers a post it cannot store 503 with Retry-After",
  async () => {
    const lock = await holdWriteLock(leadsDb);
    const order: string[] = [];
    let posted: Response | undefined;
    try {
      const answer = post("locked-out@example.com").then((response) => {
        order.push("post answered");
        return response;
      });
      // The post is waiting for the lock (or, if the server cannot wait without freezing, has
      // been answered)...
      await Promise.race([
        answer,
        waitForState(() => expect(server.output()).toContain("contact: the database is locked")),
      ]);
      // ...and a page is served meanwhile, the lock still held.
      const page = await fetch(`${server.url}/pricing`);
      order.push(`page ${page.status} while the lock is ${lock.held() ? "held" : "released"}`);
      expect(await page.text()).toContain("<h1>Pricing</h1>");
      posted = await answer;
      // Still held: the post gave up in its own time, not when the lock went.
      expect(lock.held()).toBe(true);
    } finally {
      await lock.release();
    }
    expect(order).toEqual(["page 200 while the lock is held", "post answered"]);
    expect(posted?.status).toBe(503);
    expect(posted?.headers.get("retry-after")).toBe("60");
    expect(await posted?.json()).toEqual({
      error: "The form could not be saved just now. Please try again in a minute.",
    });
    expect(readRows(leadsDb, "leads")).toEqual([]);

    // With the lock released, the same post is stored.
    expect((await post("after@example.com")).status).toBe(200);
    expect(readRows(leadsDb, "leads").map((row) => row.email)).toEqual(["after@example.com"]);
  },
  SOCKET_TEST_TIMEOUT_MS,
);
