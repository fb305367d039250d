import { expect, it } from "vitest";
import { readConfig } from "./config";

it("has production defaults", () => {
  expect(readConfig({})).toEqual({
    port: 3000,
    host: "0.0.0.0",
    staticRoot: "dist",
    siteSourceDir: process.cwd(),
    leadsDb: "data/leads.db",
    rateLimit: { max: 10, windowMs: 600_000 },
    trustProxy: 0,
    hsts: "auto",
    requestTimeoutMs: 30_000,
    webhook: undefined,
    email: undefined,
    backup: undefined,
  });
});

it("reads every setting from the environment", () => {
  const config = readConfig({
    PORT: "4321",
    HOST: "127.0.0.1",
    BUILD_DIR: "build-server",
    SITE_SOURCE_DIR: "/srv/eca-site/",
    LEADS_DB: "/var/lib/site/leads.db",
    RATE_LIMIT_MAX: "3",
    RATE_LIMIT_WINDOW_S: "60",
    TRUST_PROXY: "2",
    HSTS: "1",
    REQUEST_TIMEOUT_S: "5",
    LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
    LEAD_WEBHOOK_BACKOFF_MS: "250",
    LEAD_WEBHOOK_TIMEOUT_MS: "2000",
  });
  expect(config).toMatchObject({
    port: 4321,
    host: "127.0.0.1",
    staticRoot: "build-server",
    siteSourceDir: "/srv/eca-site",
    leadsDb: "/var/lib/site/leads.db",
    rateLimit: { max: 3, windowMs: 60_000 },
    trustProxy: 2,
    hsts: "on",
    requestTimeoutMs: 5000,
    webhook: { url: "https://hooks.example.com/leads", baseDelayMs: 250, timeoutMs: 2000 },
  });
});

const mail = {
  SMTP_URL: "smtp://site:pa%40ss@smtp.example.com:587",
  LEAD_NOTIFY_TO: "owner@example.com, sales@example.com",
  LEAD_NOTIFY_FROM: "website@example.com",
};

it("reads the email settings: off without SMTP_URL, else every address and the backoff", () => {
  expect(readConfig({ LEAD_NOTIFY_TO: "owner@example.com" }).email).toBeUndefined();
  expect(readConfig(mail).email).toEqual({
    smtpUrl: "smtp://site:pa%40ss@smtp.example.com:587",
    to: ["owner@example.com", "sales@example.com"],
    from: "website@example.com",
    siteUrl: "http://localhost:3000",
    baseDelayMs: 30_000,
    maxDelayMs: 3_600_000,
    timeoutMs: 30_000,
  });
  expect(readConfig({ ...mail, LEAD_EMAIL_BACKOFF_MS: "5000" }).email?.baseDelayMs).toBe(5000);
  expect(readConfig({ ...mail, SMTP_URL: "smtps://smtp.example.com" }).email?.smtpUrl).toBe(
    "smtps://smtp.example.com",
  );
  // The visitor's links go to the site's public address, as the build names it.
  expect(readConfig({ ...mail, SITE_URL: "https://www.example.com/" }).email?.siteUrl).toBe(
    "https://www.example.com",
  );
  expect(() => readConfig({ ...mail, SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
});

it("reads the backup settings: off without BACKUP_DIR, else daily keeping 14 unless told", () => {
  expect(readConfig({ BACKUP_EVERY_H: "6" }).backup).toBeUndefined();
  expect(readConfig({ BACKUP_DIR: "/var/lib/site/backups" }).backup).toEqual({
    dir: "/var/lib/site/backups",
    everyMs: 24 * 3_600_000,
    keep: 14,
  });
  expect(
    readConfig({ BACKUP_DIR: "backups", BACKUP_EVERY_H: "6", BACKUP_KEEP: "30" }).backup,
  ).toEqual({ dir: "backups", everyMs: 6 * 3_600_000, keep: 30 });
});

it("never shows the SMTP password in an error", () => {
  expect(() => readConfig({ ...mail, SMTP_URL: "http://site:hunter2@smtp.example.com" })).toThrow(
    '"http://site:***@smtp.example.com"',
  );
});

it.each([
  ["", 0],
  ["0", 0],
  ["false", 0],
  ["FALSE", 0],
  ["1", 1],
  ["true", 1],
  ["3", 3],
])("TRUST_PROXY=%j trusts %i proxy hops", (value, count) => {
  expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(count);
});

it.each([
  ["", "auto"],
  ["auto", "auto"],
  ["1", "on"],
  ["true", "on"],
  ["0", "off"],
  ["off", "off"],
] as const)("HSTS=%j is %s", (value, mode) => {
  expect(readConfig({ HSTS: value }).hsts).toBe(mode);
});

it.each([
  [{ PORT: "http" }, 'PORT must be a whole number >= 0, got "http"'],
  [{ RATE_LIMIT_MAX: "0" }, "RATE_LIMIT_MAX must be a whole number >= 1"],
  [{ RATE_LIMIT_WINDOW_S: "1.5" }, "RATE_LIMIT_WINDOW_S must be a whole number >= 1"],
  [{ LEAD_WEBHOOK_URL: "ftp://example.com" }, "LEAD_WEBHOOK_URL must be an http(s) URL"],
  [{ TRUST_PROXY: "-1" }, "TRUST_PROXY must be a whole number >= 0"],
  [{ TRUST_PROXY: "all" }, "TRUST_PROXY must be a whole number >= 0"],
  [{ HSTS: "maybe" }, 'HSTS must be 1, 0 or auto, got "maybe"'],
  [{ REQUEST_TIMEOUT_S: "0" }, "REQUEST_TIMEOUT_S must be a whole number >= 1"],
  [{ ...mail, SMTP_URL: "https://smtp.example.com" }, "SMTP_URL must be smtp://"],
  [{ ...mail, SMTP_URL: "smtp.example.com:587" }, "SMTP_URL must be smtp://"],
  [{ ...mail, SMTP_URL: "smtp://" }, "SMTP_URL must be smtp://"],
  [{ ...mail, LEAD_NOTIFY_TO: "" }, "LEAD_NOTIFY_TO must be one or more email addresses"],
  [{ ...mail, LEAD_NOTIFY_TO: "owner@example.com; x" }, "LEAD_NOTIFY_TO must be one or more"],
  [{ ...mail, LEAD_NOTIFY_TO: "Owner <owner@example.com>" }, "LEAD_NOTIFY_TO must be one or"],
  [{ ...mail, LEAD_NOTIFY_FROM: undefined }, "LEAD_NOTIFY_FROM must be one or more"],
  [{ ...mail, LEAD_NOTIFY_FROM: "a@example.com,b@example.com" }, "LEAD_NOTIFY_FROM must be one"],
  [{ ...mail, LEAD_EMAIL_BACKOFF_MS: "0" }, "LEAD_EMAIL_BACKOFF_MS must be a whole number >= 1"],
  [{ BACKUP_DIR: "b", BACKUP_EVERY_H: "0" }, "BACKUP_EVERY_H must be a whole number from 1 to 576"],
  [{ BACKUP_DIR: "b", BACKUP_EVERY_H: "720" }, "BACKUP_EVERY_H must be a whole number from 1 to"],
  [{ BACKUP_DIR: "b", BACKUP_KEEP: "0" }, "BACKUP_KEEP must be a whole number >= 1"],
])("rejects %j", (env, message) => {
  expect(() => readConfig(env)).toThrow(message);
});
