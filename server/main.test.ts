import { existsSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formBody, makeFixture, readRows, validLead } from "../tests/support/fixture";
import { type RunningServer, startServer } from "../tests/support/spawn";
import { MAX_BODY_BYTES } from "./contact";

const PORT = 4351;
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

/**
 * A POST that sends its headers and `chunks` and then holds the request open, never ending it:
 * an answer can only come from the server deciding on what it has been sent so far.
 */
function unfinishedPost(headers: Record<string, string>, chunks: Buffer[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, method: "POST", path: "/", headers });
    req.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk;
      });
      response.on("end", () => {
        req.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    req.on("error", reject);
    req.flushHeaders();
    for (const chunk of chunks) req.write(chunk);
  });
}

describe("the real server", () => {
  it("logs its URL and serves pages compressed", async () => {
    expect(server.output()).toContain(`at http://localhost:${PORT}`);
    const response = await fetch(`${server.url}/pricing`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("<h1>Pricing</h1>");
  });

  it("stores a lead with the socket address, ignoring X-Forwarded-For", async () => {
    const response = await fetch(server.url, {
      method: "POST",
      body: formBody(validLead),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "192.0.2.9",
      },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(readRows(leadsDb, "leads").at(-1)?.client_address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("answers 413 to a large Content-Length before the body is sent", async () => {
    const size = MAX_BODY_BYTES * 4;
    const result = await unfinishedPost(
      { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(size) },
      [],
    );
    expect(result.status).toBe(413);
  });

  it("answers 413 to a chunked upload once it passes the limit, without waiting for the rest", async () => {
    const passingTheLimit = Array.from({ length: MAX_BODY_BYTES / 1024 + 1 }, () =>
      Buffer.alloc(1024, "a"),
    );
    const result = await unfinishedPost(
      { "Content-Type": "application/x-www-form-urlencoded" },
      passingTheLimit,
    );
    expect(result.status).toBe(413);
  });

  it("on SIGTERM finishes the upload in flight, then exits 0 with the database closed", async () => {
    const body = formBody({ ...validLead, email: "in-flight@example.com" });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port: PORT,
        method: "POST",
        path: "/",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          Expect: "100-continue",
        },
      });
      // 100 Continue: the server has the request; only then is it told to stop, and the body
      // follows once the server has taken the signal.
      req.on("continue", async () => {
        server.child.kill("SIGTERM");
        await vi.waitFor(() => expect(server.output()).toContain("SIGTERM: finishing"), 10_000);
        req.end(body);
      });
      req.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(await answer).toBe(303);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain("SIGTERM: finishing in-flight requests");
    expect(readRows(leadsDb, "leads").at(-1)?.email).toBe("in-flight@example.com");
    // The last connection checkpoints and removes the write-ahead log.
    expect(existsSync(`${leadsDb}-wal`)).toBe(false);
    // No longer listening.
    await expect(fetch(server.url)).rejects.toThrow();
  });
});

describe("slow and aborted uploads", () => {
  const SLOW_PORT = 4353;
  let slow: RunningServer;
  const slowDb = fixture.dbPath("slow");
  beforeAll(async () => {
    slow = await startServer({
      PORT: String(SLOW_PORT),
      BUILD_DIR: fixture.buildDir,
      LEADS_DB: slowDb,
      REQUEST_TIMEOUT_S: "2",
    });
    // The last startup line, so that what follows is the uploads' log alone.
    await vi.waitFor(() => expect(slow.output()).toContain("Leads are stored in"), 10_000);
  });
  afterAll(() => slow.stop());

  /** Sends the headers and the first part of the body, then either waits or goes away. */
  function partialUpload(then: "wait" | "abort") {
    return new Promise<{ answer: string }>((resolve, reject) => {
      const socket = connect(SLOW_PORT, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      socket.on("error", reject);
      socket.on("close", () => resolve({ answer }));
      socket.write(
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 1000\r\n\r\nform-name=contact&firstName=Sl",
        // Once the partial request is handed to the network, the client goes away.
        () => then === "abort" && socket.destroy(),
      );
    });
  }

  it("cuts a body that has not arrived within REQUEST_TIMEOUT_S, logging one line", {
    timeout: 20_000,
  }, async () => {
    const before = slow.output().length;
    const { answer } = await partialUpload("wait");
    // Cut by the server's own limit: Node's default (300 s) would outlast the test's time limit.
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    await vi.waitFor(() => expect(slow.output().slice(before)).toContain("upload aborted"), 10_000);
    const log = slow.output().slice(before);
    expect(log).toMatch(
      /^contact: upload aborted after 30 bytes from (::ffff:)?127\.0\.0\.1; nothing stored\n$/,
    );
    expect(readRows(slowDb, "leads")).toEqual([]);
  });

  it("logs a client that goes away mid-upload as one info line, not a stack trace", async () => {
    const before = slow.output().length;
    await partialUpload("abort");
    await vi.waitFor(() => expect(slow.output().slice(before)).toContain("upload aborted"), 10_000);
    // The server is still there; having answered, it has also logged all it had to say about the
    // upload before.
    expect((await fetch(`${slow.url}/pricing`)).status).toBe(200);
    const log = slow.output().slice(before);
    expect(log).toMatch(
      /^contact: upload aborted after 30 bytes from (::ffff:)?127\.0\.0\.1; nothing stored\n$/,
    );
    expect(log).not.toMatch(/\bat |Error/);
  });
});
