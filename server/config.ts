import { join, resolve } from "node:path";
import { buildDirOf } from "../site-env";

export interface WebhookConfig {
  url: string;
  /** Delay after the first failed attempt; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export interface EmailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
  /** Where lead notifications go: the company's own inbox, one or more addresses. */
  to: string[];
  from: string;
  /**
   * The site's public origin (SITE_URL, as the build reads it), for the links in the visitor's
   * email: never the request's Host, which a post could forge.
   */
  siteUrl: string;
  /** Delay after the first failed attempt; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest wait for the SMTP server to connect, greet or answer a command. */
  timeoutMs: number;
}

export interface BackupConfig {
  /** Where the snapshots go (BACKUP_DIR); backups are off without it. */
  dir: string;
  /** Time between snapshots. */
  everyMs: number;
  /** How many snapshots are kept; older ones are deleted after a new one is written. */
  keep: number;
}

export interface Config {
  port: number;
  host: string;
  /** The prerendered site: `dist`, or BUILD_DIR. */
  staticRoot: string;
  /**
   * The site's source folder (SITE_SOURCE_DIR, default the folder the server runs from), whose
   * content files the editor writes and whose builds/ folder holds the published builds.
   */
  siteSourceDir: string;
  leadsDb: string;
  rateLimit: { max: number; windowMs: number };
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the socket
   * address is the client). The client is the entry this many places from the right.
   */
  trustProxy: number;
  /**
   * Strict-Transport-Security: "auto" sends it only on requests that reached us over HTTPS (known
   * from a trusted proxy's X-Forwarded-Proto), "on" always (HSTS=1), "off" never (HSTS=0).
   */
  hsts: "auto" | "on" | "off";
  /** Longest time a request may take, headers and body (a slow upload is cut after it). */
  requestTimeoutMs: number;
  webhook?: WebhookConfig;
  email?: EmailConfig;
  backup?: BackupConfig;
}

type Env = Record<string, string | undefined>;

function integer(
  env: Env,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw new Error(`${name} must be a whole number ${range}, got "${raw}"`);
  }
  return value;
}

/** A hop count; "true" (the old on/off setting) means one proxy. */
function hops(env: Env, name: string): number {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === "true" || raw === "yes") return 1;
  if (raw === "false" || raw === "no") return 0;
  return integer(env, name, 0);
}

function hsts(env: Env): Config["hsts"] {
  const raw = env.HSTS?.trim().toLowerCase();
  if (!raw || raw === "auto") return "auto";
  if (raw === "1" || raw === "true" || raw === "on") return "on";
  if (raw === "0" || raw === "false" || raw === "off") return "off";
  throw new Error(`HSTS must be 1, 0 or auto, got "${env.HSTS}"`);
}

function webhook(env: Env): WebhookConfig | undefined {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
    throw new Error(`LEAD_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  }
  return {
    url,
    baseDelayMs: integer(env, "LEAD_WEBHOOK_BACKOFF_MS", 30_000, 1),
    maxDelayMs: 60 * 60_000,
    timeoutMs: integer(env, "LEAD_WEBHOOK_TIMEOUT_MS", 10_000, 1),
  };
}

/** A plain mailbox (local@domain): no display name, comments, quotes or list separators. */
export const MAILBOX = /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+\.[^\s@,;:<>()"[\]\\]+$/;

function mailboxes(env: Env, name: string): string[] {
  const raw = env[name]?.trim() ?? "";
  const list = raw
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const bad = list.find((address) => !MAILBOX.test(address));
  if (list.length === 0 || bad !== undefined) {
    throw new Error(
      `${name} must be one or more email addresses separated by commas, got "${raw}"`,
    );
  }
  return list;
}

function email(env: Env): EmailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    throw new Error(
      `SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465, got "${redactPassword(smtpUrl)}"`,
    );
  }
  const [from, ...more] = mailboxes(env, "LEAD_NOTIFY_FROM");
  if (!from || more.length > 0) {
    throw new Error(`LEAD_NOTIFY_FROM must be one email address, got "${env.LEAD_NOTIFY_FROM}"`);
  }
  return {
    smtpUrl,
    to: mailboxes(env, "LEAD_NOTIFY_TO"),
    from,
    siteUrl: siteUrl(env),
    baseDelayMs: integer(env, "LEAD_EMAIL_BACKOFF_MS", 30_000, 1),
    maxDelayMs: 60 * 60_000,
    timeoutMs: 30_000,
  };
}

/** SITE_URL without its trailing slash; the build's default when unset. */
function siteUrl(env: Env): string {
  const raw = env.SITE_URL?.trim() || "http://localhost:3000";
  if (!/^https?:\/\//.test(raw) || !URL.canParse(raw)) {
    throw new Error(`SITE_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

/**
 * The longest interval a timer can wait is 2^31 - 1 ms (24.8 days): Node fires a longer one at
 * once, which would snapshot in a loop.
 */
const MAX_BACKUP_EVERY_H = 24 * 24;

function backup(env: Env): BackupConfig | undefined {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) return undefined;
  return {
    dir,
    everyMs: integer(env, "BACKUP_EVERY_H", 24, 1, MAX_BACKUP_EVERY_H) * 60 * 60_000,
    keep: integer(env, "BACKUP_KEEP", 14, 1),
  };
}

/** A URL as it may be shown in a log or an error: without its password. */
export function redactPassword(text: string): string {
  return text.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/i, "$1:***@");
}

export function readConfig(env: Env = process.env): Config {
  return {
    port: integer(env, "PORT", 3000),
    host: env.HOST?.trim() || "0.0.0.0",
    staticRoot: buildDirOf(env),
    siteSourceDir: resolve(env.SITE_SOURCE_DIR?.trim() || "."),
    leadsDb: env.LEADS_DB?.trim() || join("data", "leads.db"),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 10, 1),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_S", 600, 1) * 1000,
    },
    trustProxy: hops(env, "TRUST_PROXY"),
    hsts: hsts(env),
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_S", 30, 1) * 1000,
    webhook: webhook(env),
    email: email(env),
    backup: backup(env),
  };
}
