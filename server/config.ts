import { join } from "node:path";

export interface WebhookConfig {
  url: string;
  /** Delay after the first failed attempt; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** The prerendered site: `${BUILD_DIR}/client`. */
  staticRoot: string;
  leadsDb: string;
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  webhook?: WebhookConfig;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  return raw !== undefined && raw !== "" && raw !== "0" && raw !== "false";
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

export function readConfig(env: Env = process.env): Config {
  return {
    port: integer(env, "PORT", 3000),
    host: env.HOST?.trim() || "0.0.0.0",
    staticRoot: join(env.BUILD_DIR?.trim() || "build", "client"),
    leadsDb: env.LEADS_DB?.trim() || join("data", "leads.db"),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 10, 1),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_S", 600, 1) * 1000,
    },
    trustProxy: flag(env, "TRUST_PROXY"),
    webhook: webhook(env),
  };
}
