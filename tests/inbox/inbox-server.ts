/**
 * The production server as the inbox suites run it: its own throwaway lead database, an account
 * made with `npm run users -- add` (its script, server/users-cli.ts), a test SMTP server, and the
 * existing build.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { buildDirOf } from "../../site-env";
import { startSmtp } from "../support/smtp";
import { type RunningServer, startServer } from "../support/spawn";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A limit, not a wait: the server is ready in a few seconds on a quiet machine, but the suite runs
 * beside the rest of `npm test` on two cores.
 */
const READY_LIMIT_MS = 60_000;

export const OWNER = "owner@example.com";
export const PASSWORD = "violet kettle 42 maples";

export interface Inbox {
  base: string;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** Rows read through a connection of the test's own: what is really on disk. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Stops the server and starts it again on the same database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInbox(port: number): Promise<Inbox> {
  const dir = mkdtempSync(join(tmpdir(), "eca-inbox-e2e-"));
  const dbPath = join(dir, "leads.db");
  const smtp = await startSmtp();
  // What `npm run users -- add` runs (server/users-cli.ts), without npm's own start-up around it.
  const added = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/users-cli.ts", "add", OWNER],
    {
      cwd: repoRoot,
      input: `${PASSWORD}\n`,
      env: { ...process.env, LEADS_DB: dbPath },
      encoding: "utf8",
    },
  );
  expect(added.stderr).toBe("");
  expect(added.status).toBe(0);
  const env = {
    PORT: String(port),
    BUILD_DIR: buildDirOf(),
    LEADS_DB: dbPath,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "sales@example.com",
    LEAD_NOTIFY_FROM: "website@example.com",
    RATE_LIMIT_MAX: "1000",
  };
  let server: RunningServer = await startServer(env, READY_LIMIT_MS);
  return {
    base: `http://127.0.0.1:${port}`,
    smtp,
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async restart() {
      await server.stop();
      server = await startServer(env, READY_LIMIT_MS);
    },
    async stop() {
      await server?.stop();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a lead through the contact form's endpoint, from `referer` (a path of the site). */
export async function postLead(
  page: Page,
  base: string,
  fields: Record<string, string>,
  referer = "/pricing",
) {
  const response = await page.request.post(`${base}/`, {
    form: { "form-name": "contact", phone: "", "bot-field": "", ...fields },
    headers: { Accept: "application/json", Referer: `${base}${referer}` },
  });
  expect(response.status()).toBe(200);
}

export async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}
