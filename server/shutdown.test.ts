import { afterAll, expect, it } from "vitest";
import { formBody, makeFixture, readRows, validLead } from "../tests/support/fixture";
import { startSmtp } from "../tests/support/smtp";
import { startServer } from "../tests/support/spawn";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";

const PORT = 4343;
const OWNER = "owner@example.com";
const fixture = makeFixture();
afterAll(() => fixture.remove());

it(
  "on SIGTERM while the SMTP server has the email but has not answered, waits for the answer and records it: the next start does not send it again",
  async () => {
    // The answer to the owner's first message waits for the test; the rest are answered at once
    // (the visitor's own emails among them).
    let held = false;
    let arrived: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const smtp = await startSmtp({
      beforeReply: async (_, to) => {
        if (held || !to.includes(OWNER)) return;
        held = true;
        arrived();
        await answered;
      },
    });
    const leadsDb = fixture.dbPath();
    const env = {
      PORT: String(PORT),
      BUILD_DIR: fixture.buildDir,
      LEADS_DB: leadsDb,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: OWNER,
      LEAD_NOTIFY_FROM: "website@example.com",
    };
    const post = async (url: string, email: string) => {
      const response = await fetch(url, {
        method: "POST",
        body: formBody({ ...validLead, email }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
      });
      await response.body?.cancel();
      return response.status;
    };

    const first = await startServer(env);
    try {
      expect(await post(first.url, "first@example.com")).toBe(200);
      await firstArrived;
      first.child.kill("SIGTERM");
      // Answered once the server is waiting for it (or, if it does not wait, once it is gone).
      await Promise.race([
        first.exited,
        waitForState(() => expect(first.output()).toContain("email: stopping after the delivery")),
      ]);
      answer();
      expect(await first.exited).toEqual({ code: 0, signal: null });
    } finally {
      answer();
      await first.stop();
    }
    expect(readRows(leadsDb, "outbox").filter((row) => row.channel === "email")).toMatchObject([
      { attempts: 1, delivered_at: expect.any(String) },
    ]);

    const second = await startServer(env);
    try {
      // Rows go out in order: once the second lead's email is in, the first's was not repeated.
      expect(await post(second.url, "second@example.com")).toBe(200);
      const toOwner = () => smtp.received.filter((mail) => mail.envelopeTo.includes(OWNER));
      await waitForState(() => expect(toOwner()).toHaveLength(2));
      expect(toOwner().map((mail) => mail.header("reply-to"))).toEqual([
        "Ada Lovelace <first@example.com>",
        "Ada Lovelace <second@example.com>",
      ]);
    } finally {
      await second.stop();
      await smtp.close();
    }
  },
  SOCKET_TEST_TIMEOUT_MS,
);
