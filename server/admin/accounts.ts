/**
 * The inbox's accounts, sessions, sign-in throttle and audit log, all in the lead database. The
 * figures and the reasons for them are in docs/decisions/028-inbox-security.md.
 */
import { createHash, randomBytes } from "node:crypto";
import { site } from "../../src/collections/facts";
import type { Db } from "../db/database";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const SESSION_IDLE_MS = 12 * HOUR_MS;
export const SESSION_MAX_MS = 7 * 24 * HOUR_MS;
export const THROTTLE = { windowMs: 15 * MINUTE_MS, perAccount: 5, perClient: 20 } as const;
export const AUDIT_RETENTION_MONTHS = site.legal.accessLogRetentionMonths;

/** What an account may do: work the leads, or edit, publish and roll back the site. */
export const PERMISSIONS = ["leads", "site"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** "leads,site" as stored and typed; unknown names are dropped (parsePermissions refuses them). */
export const permissionsOf = (text: string): Permission[] =>
  PERMISSIONS.filter((permission) => text.split(",").some((part) => part.trim() === permission));

/** A list typed on the command line, or null when it names something unknown or nothing. */
export function parsePermissions(text: string): Permission[] | null {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (
    parts.length === 0 ||
    parts.some((part) => !(PERMISSIONS as readonly string[]).includes(part))
  )
    return null;
  return permissionsOf(text);
}

export interface User {
  id: number;
  email: string;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
  permissions: Permission[];
}

/** A sign-in attempt counted before its password is checked (Accounts.reserveSignIn). */
export interface SignInAttempt {
  id: number;
  /** The email typed, normalised. */
  account: string;
  /** What the attempt locks if its password is wrong: "account", "client address". */
  locks: string[];
}

export interface Session {
  userId: number;
  email: string;
  csrfToken: string;
  permissions: Permission[];
}

/** 256 random bits, as cookie-safe text. */
export const randomToken = () => randomBytes(32).toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** An email as accounts and the throttle compare it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class Accounts {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  hasUsers(): boolean {
    return this.#db.prepare("SELECT EXISTS (SELECT 1 FROM users)").pluck().get() === 1;
  }

  findUser(email: string): User | undefined {
    const row = this.#db
      .prepare<[string], Omit<User, "permissions"> & { permissions: string }>(
        `SELECT id, email, password_hash AS passwordHash, created_at AS createdAt,
           password_changed_at AS passwordChangedAt, permissions FROM users WHERE email = ?`,
      )
      .get(normaliseEmail(email));
    return row && { ...row, permissions: permissionsOf(row.permissions) };
  }

  listUsers(): {
    email: string;
    createdAt: string;
    passwordChangedAt: string;
    permissions: Permission[];
    sessions: number;
  }[] {
    return this.#db
      .prepare<
        [],
        {
          email: string;
          createdAt: string;
          passwordChangedAt: string;
          permissions: string;
          sessions: number;
        }
      >(
        `SELECT email, created_at AS createdAt, password_changed_at AS passwordChangedAt,
           permissions, (SELECT COUNT(*) FROM sessions WHERE user_id = users.id) AS sessions
         FROM users ORDER BY email`,
      )
      .all()
      .map((row) => ({ ...row, permissions: permissionsOf(row.permissions) }));
  }

  /**
   * False when an account with that email exists already. Without `permissions`, the first
   * account (the owner's) may do everything and later ones work the leads only.
   */
  addUser(email: string, passwordHash: string, permissions?: readonly Permission[]): boolean {
    const at = new Date(this.#now()).toISOString();
    const granted = permissions ?? (this.hasUsers() ? ["leads"] : PERMISSIONS);
    const result = this.#db
      .prepare(
        `INSERT OR IGNORE INTO users (email, password_hash, created_at, password_changed_at, permissions)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(normaliseEmail(email), passwordHash, at, at, granted.join(","));
    return result.changes === 1;
  }

  /** Sets what the account may do, from its next request on; false when there is no account. */
  setPermissions(email: string, permissions: readonly Permission[]): boolean {
    return (
      this.#db
        .prepare("UPDATE users SET permissions = ? WHERE email = ?")
        .run(permissionsOf(permissions.join(",")).join(","), normaliseEmail(email)).changes === 1
    );
  }

  /** Removes the account and its sessions; false when there was none. */
  removeUser(email: string): boolean {
    return (
      this.#db.prepare("DELETE FROM users WHERE email = ?").run(normaliseEmail(email)).changes === 1
    );
  }

  /** Sets a new password and ends every session of the account; false when there is no account. */
  setPassword(email: string, passwordHash: string): boolean {
    return this.#db.transaction(() => {
      const user = this.findUser(email);
      if (!user) return false;
      this.#db
        .prepare("UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?")
        .run(passwordHash, new Date(this.#now()).toISOString(), user.id);
      this.#db.prepare("DELETE FROM sessions WHERE user_id = ?").run(user.id);
      return true;
    })();
  }

  /** A new session: the token goes into the cookie, only its hash into the database. */
  createSession(userId: number): { token: string; csrfToken: string } {
    const token = randomToken();
    const csrfToken = randomToken();
    const now = this.#now();
    this.#db
      .prepare(
        `INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(sha256(token), userId, csrfToken, now, now);
    return { token, csrfToken };
  }

  /**
   * The session the token opens, or null: unknown, idle for 12 hours, or older than 7 days (an
   * expired one is deleted). Each use restarts the idle time.
   */
  session(token: string | undefined): Session | null {
    if (!token) return null;
    const hash = sha256(token);
    const row = this.#db
      .prepare<
        [string],
        Omit<Session, "permissions"> & {
          permissions: string;
          createdAt: number;
          lastSeenAt: number;
        }
      >(
        `SELECT user_id AS userId, users.email, csrf_token AS csrfToken, users.permissions,
           sessions.created_at AS createdAt, last_seen_at AS lastSeenAt
         FROM sessions JOIN users ON users.id = sessions.user_id WHERE token_hash = ?`,
      )
      .get(hash);
    if (!row) return null;
    const now = this.#now();
    if (now - row.lastSeenAt >= SESSION_IDLE_MS || now - row.createdAt >= SESSION_MAX_MS) {
      this.endSession(token);
      return null;
    }
    this.#db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(now, hash);
    return {
      userId: row.userId,
      email: row.email,
      csrfToken: row.csrfToken,
      permissions: permissionsOf(row.permissions),
    };
  }

  endSession(token: string): void {
    this.#db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(sha256(token));
  }

  /**
   * Seconds until a sign-in for this account from this client may be tried again, or 0 when it
   * may now: 5 failures for the account or 20 from the client in 15 minutes lock it.
   */
  signInRetryAfter(account: string, client: string): number {
    const since = this.#now() - THROTTLE.windowMs;
    const waits = [
      this.#unlockAt("account", normaliseEmail(account), THROTTLE.perAccount, since),
      this.#unlockAt("client", client, THROTTLE.perClient, since),
    ];
    const unlockAt = Math.max(0, ...waits);
    return unlockAt === 0 ? 0 : Math.max(1, Math.ceil((unlockAt - this.#now()) / 1000));
  }

  /** When the failures counted under `column` fall below `limit` again, or 0 when they are. */
  #unlockAt(column: "account" | "client", key: string, limit: number, since: number): number {
    const at = this.#db
      .prepare<[string, number, number], number>(
        `SELECT at FROM sign_in_failures WHERE ${column} = ? AND at > ?
         ORDER BY at DESC LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(key, since, limit - 1);
    return at === undefined ? 0 : at + THROTTLE.windowMs;
  }

  /**
   * Counts a sign-in attempt as a failure before its password is checked, or refuses it when the
   * account or the client is locked. The check and the count are one synchronous transaction, so
   * however many attempts arrive at once, no more than the limits are ever let through to the
   * (slow, asynchronous) password check. `locks`: what this attempt locks if it fails.
   */
  reserveSignIn(account: string, client: string): { retryAfter: number } | SignInAttempt {
    return this.#db
      .transaction(() => {
        const now = this.#now();
        this.#db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(now - THROTTLE.windowMs);
        const retryAfter = this.signInRetryAfter(account, client);
        if (retryAfter > 0) return { retryAfter };
        const key = normaliseEmail(account);
        const id = Number(
          this.#db
            .prepare("INSERT INTO sign_in_failures (at, account, client) VALUES (?, ?, ?)")
            .run(now, key, client).lastInsertRowid,
        );
        const count = (column: "account" | "client", value: string) =>
          this.#db
            .prepare<[string, number], number>(
              `SELECT COUNT(*) FROM sign_in_failures WHERE ${column} = ? AND at > ?`,
            )
            .pluck()
            .get(value, now - THROTTLE.windowMs) ?? 0;
        const locks: string[] = [];
        if (count("account", key) === THROTTLE.perAccount) locks.push("account");
        if (count("client", client) === THROTTLE.perClient) locks.push("client address");
        return { id, account: key, locks };
      })
      .immediate();
  }

  /**
   * The attempt's password was right: it no longer counts, and neither do the account's failures
   * before it (not the client's elsewhere). Attempts reserved after it still count.
   */
  signInSucceeded(attempt: SignInAttempt): void {
    this.#db
      .prepare("DELETE FROM sign_in_failures WHERE account = ? AND id <= ?")
      .run(attempt.account, attempt.id);
  }

  /** Deletes expired sessions and failures older than the throttle's window. */
  purge(): void {
    const now = this.#now();
    this.#db
      .prepare("DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?")
      .run(now - SESSION_IDLE_MS, now - SESSION_MAX_MS);
    this.#db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(now - THROTTLE.windowMs);
  }
}

/**
 * What the site editor records. Their details name content files, so the activity page shows them
 * only to accounts with the site permission.
 */
export const SITE_ACTIONS = ["publish", "roll back", "restore", "preview"] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];

export type AuditAction =
  | "sign-in"
  | "sign-in failed"
  | "lockout"
  | "sign-in refused (locked)"
  | "sign-out"
  | "status"
  | "note"
  | "export"
  | "delete"
  | "spam"
  | "not spam"
  | "user added"
  | "user removed"
  | "password changed"
  | "permissions changed"
  | SiteAction;

export interface AuditEntry {
  id: number;
  at: string;
  account: string | null;
  clientAddress: string | null;
  action: AuditAction;
  detail: string | null;
}

/** The actions left out of a list without `site`, and the WHERE clause that leaves them out. */
const hidden = (site: boolean): readonly string[] => (site ? [] : SITE_ACTIONS);
const shown = (site: boolean) =>
  site ? "" : `WHERE action NOT IN (${SITE_ACTIONS.map(() => "?").join(", ")})`;

export class AuditLog {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  record(entry: Omit<AuditEntry, "id" | "at">): void {
    this.#db
      .prepare(
        "INSERT INTO audit_log (at, account, client_address, action, detail) VALUES (?, ?, ?, ?, ?)",
      )
      .run(
        new Date(this.#now()).toISOString(),
        entry.account?.slice(0, 254) ?? null,
        entry.clientAddress,
        entry.action,
        entry.detail,
      );
  }

  /** Newest first; without `site`, the site editor's entries are left out (SITE_ACTIONS). */
  list(limit: number, offset = 0, { site = true } = {}): AuditEntry[] {
    return this.#db
      .prepare<unknown[], AuditEntry>(
        `SELECT id, at, account, client_address AS clientAddress, action, detail FROM audit_log
         ${shown(site)} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...hidden(site), limit, offset);
  }

  /** The entries `list` pages through with the same `site`. */
  count({ site = true } = {}): number {
    return (
      this.#db
        .prepare<unknown[], number>(`SELECT COUNT(*) FROM audit_log ${shown(site)}`)
        .pluck()
        .get(...hidden(site)) ?? 0
    );
  }

  /** Deletes the entries older than 12 months. */
  purge(): void {
    const cutoff = new Date(this.#now());
    cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
    this.#db.prepare("DELETE FROM audit_log WHERE at < ?").run(cutoff.toISOString());
  }
}
