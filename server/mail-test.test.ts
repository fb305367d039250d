import { afterEach, describe, expect, it } from "vitest";
import { SMTP_PASS, SMTP_USER, startSmtp } from "../tests/support/smtp";
import { readConfig } from "./config";
import { explainSmtpError, runMailTest } from "./mail-test";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function smtp() {
  const server = await startSmtp();
  cleanups.push(server.close);
  return server;
}

async function mailTest(env: Record<string, string | undefined>) {
  let out = "";
  let err = "";
  const code = await runMailTest(
    { LEAD_NOTIFY_TO: "owner@example.com", LEAD_NOTIFY_FROM: "website@example.com", ...env },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

describe("npm run mail:test", () => {
  it("sends a test email and says where it went, without printing the password", async () => {
    const server = await smtp();
    const { code, out, err } = await mailTest({ SMTP_URL: server.url });
    expect({ code, err }).toEqual({ code: 0, err: "" });
    expect(out).toContain(`smtp://${SMTP_USER}:***@127.0.0.1:${server.port}`);
    expect(out).not.toContain(encodeURIComponent(SMTP_PASS));
    expect(out).toContain("Sent: the SMTP server accepted it for owner@example.com.");
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.header("subject")).toBe("Test: lead notifications from the website");
  });

  it("names a refused user name or password as authentication", async () => {
    const server = await smtp();
    const { code, err } = await mailTest({
      SMTP_URL: `smtp://${SMTP_USER}:wrong@127.0.0.1:${server.port}`,
    });
    expect(code).toBe(1);
    expect(err).toMatch(/^Authentication: the SMTP server refused the user name or password/);
    expect(server.received).toEqual([]);
  });

  it("names a refused recipient, alone or among others", async () => {
    const server = await smtp();
    const alone = await mailTest({
      SMTP_URL: server.url,
      LEAD_NOTIFY_TO: "nobody@refused.example",
    });
    expect(alone.code).toBe(1);
    expect(alone.err).toMatch(/^Rejected recipient: .*Check LEAD_NOTIFY_TO/);
    const among = await mailTest({
      SMTP_URL: server.url,
      LEAD_NOTIFY_TO: "owner@example.com, nobody@refused.example",
    });
    expect(among.code).toBe(1);
    expect(among.err).toBe(
      "Rejected recipient: the SMTP server refused nobody@refused.example. Check LEAD_NOTIFY_TO.\n",
    );
  });

  it("names a port where nothing listens as a connection problem", async () => {
    const server = await startSmtp();
    await server.close();
    const { code, err } = await mailTest({ SMTP_URL: server.url });
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(`^Connection: could not talk to 127\\.0\\.0\\.1:${server.port} `),
    );
  });

  it("names TLS trouble: smtps:// to a server that speaks plain SMTP", async () => {
    const server = await smtp();
    const { code, err } = await mailTest({
      SMTP_URL: `smtps://${SMTP_USER}:x@127.0.0.1:${server.port}`,
    });
    expect(code).toBe(1);
    expect(err).toMatch(
      /^TLS: the secure connection to 127\.0\.0\.1:\d+ failed .*smtps:\/\/ is for port 465/,
    );
  });

  it("names a host that does not resolve as DNS", () => {
    const config = readConfig({
      SMTP_URL: "smtp://smtp.example.invalid:587",
      LEAD_NOTIFY_TO: "owner@example.com",
      LEAD_NOTIFY_FROM: "website@example.com",
    }).email;
    if (!config) throw new Error("SMTP_URL was not read");
    // What nodemailer throws when the resolver finds no such host (as on a machine offline).
    const notFound = Object.assign(new Error("getaddrinfo ENOTFOUND smtp.example.invalid"), {
      code: "EDNS",
    });
    expect(explainSmtpError(notFound, config)).toBe(
      'DNS: the SMTP host "smtp.example.invalid" could not be found (EDNS: getaddrinfo ENOTFOUND smtp.example.invalid). Check the host name in SMTP_URL.',
    );
  });

  it("says when email is off or the settings are wrong, before trying anything", async () => {
    expect(await mailTest({})).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^SMTP_URL is not set/),
    });
    expect(await mailTest({ SMTP_URL: "smtp://h:587", LEAD_NOTIFY_TO: "" })).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Configuration: LEAD_NOTIFY_TO must be/),
    });
  });
});
