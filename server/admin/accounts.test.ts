import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../db/database";
import { Accounts, AuditLog, SESSION_IDLE_MS, SESSION_MAX_MS, THROTTLE } from "./accounts";

let dir: string;
let db: Db;
let now: number;
let accounts: Accounts;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "eca-accounts-"));
  db = openDatabase(join(dir, "leads.db"));
  now = Date.parse("2026-11-25T08:00:00Z");
  accounts = new Accounts(db, () => now);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("accounts", () => {
  it("adds, finds (without regard to case), lists and removes accounts", () => {
    expect(accounts.hasUsers()).toBe(false);
    expect(accounts.addUser("Owner@Example.com", "hash")).toBe(true);
    expect(accounts.addUser("owner@example.com", "other")).toBe(false);
    expect(accounts.hasUsers()).toBe(true);
    expect(accounts.findUser(" OWNER@example.com ")).toMatchObject({
      email: "owner@example.com",
      passwordHash: "hash",
    });
    expect(accounts.listUsers()).toEqual([
      expect.objectContaining({ email: "owner@example.com", sessions: 0 }),
    ]);
    expect(accounts.removeUser("owner@example.com")).toBe(true);
    expect(accounts.removeUser("owner@example.com")).toBe(false);
    expect(accounts.hasUsers()).toBe(false);
  });
});

describe("sessions", () => {
  const signIn = () => {
    accounts.addUser("owner@example.com", "hash");
    const user = accounts.findUser("owner@example.com");
    if (!user) throw new Error("no user");
    return accounts.createSession(user.id);
  };

  it("keeps only a hash of a 256-bit token, and opens the session with the token alone", () => {
    const { token, csrfToken } = signIn();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(Buffer.from(csrfToken, "base64url")).toHaveLength(32);
    const stored = db.prepare("SELECT token_hash FROM sessions").pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]).not.toContain(token);
    expect(accounts.session(token)).toEqual({
      userId: 1,
      email: "owner@example.com",
      csrfToken,
      permissions: ["leads", "site"],
    });
    expect(accounts.session(`${token}x`)).toBeNull();
    expect(accounts.session(stored[0] as string)).toBeNull();
    expect(accounts.session(undefined)).toBeNull();
  });

  it("ends after 12 hours idle, and each use restarts the idle time", () => {
    const { token } = signIn();
    now += SESSION_IDLE_MS - 1;
    expect(accounts.session(token)).not.toBeNull();
    now += SESSION_IDLE_MS - 1;
    expect(accounts.session(token)).not.toBeNull();
    now += SESSION_IDLE_MS;
    expect(accounts.session(token)).toBeNull();
    expect(db.prepare("SELECT COUNT(*) FROM sessions").pluck().get()).toBe(0);
  });

  it("ends 7 days after sign-in however active it is", () => {
    const { token } = signIn();
    const started = now;
    while (now + 6 * 60 * 60_000 < started + SESSION_MAX_MS) {
      now += 6 * 60 * 60_000;
      expect(accounts.session(token)).not.toBeNull();
    }
    now = started + SESSION_MAX_MS;
    expect(accounts.session(token)).toBeNull();
  });

  it("ends on sign-out, on a password change, and when the account is removed", () => {
    const first = signIn();
    accounts.endSession(first.token);
    expect(accounts.session(first.token)).toBeNull();

    const user = accounts.findUser("owner@example.com");
    if (!user) throw new Error("no user");
    const second = accounts.createSession(user.id);
    const third = accounts.createSession(user.id);
    expect(accounts.setPassword("owner@example.com", "new hash")).toBe(true);
    expect(accounts.session(second.token)).toBeNull();
    expect(accounts.session(third.token)).toBeNull();

    const fourth = accounts.createSession(user.id);
    accounts.removeUser("owner@example.com");
    expect(accounts.session(fourth.token)).toBeNull();
  });
});

describe("sign-in throttle", () => {
  const reserve = (account: string, client: string) => {
    const attempt = accounts.reserveSignIn(account, client);
    if ("retryAfter" in attempt) throw new Error(`locked for ${attempt.retryAfter} s`);
    return attempt;
  };

  it("locks an account after 5 attempts in 15 minutes, from any address, until the first expires", () => {
    for (let i = 1; i <= THROTTLE.perAccount; i++) {
      expect(accounts.signInRetryAfter("owner@example.com", `192.0.2.${i}`)).toBe(0);
      const { locks } = reserve("Owner@example.com", `192.0.2.${i}`);
      expect(locks).toEqual(i === THROTTLE.perAccount ? ["account"] : []);
      now += 60_000;
    }
    // The first attempt was 5 minutes ago: 10 minutes to go.
    expect(accounts.reserveSignIn("owner@example.com", "198.51.100.1")).toEqual({
      retryAfter: 600,
    });
    expect(accounts.signInRetryAfter("other@example.com", "198.51.100.1")).toBe(0);
    now += 600_000 - 1;
    expect(accounts.signInRetryAfter("owner@example.com", "198.51.100.1")).toBe(1);
    now += 1;
    expect(accounts.signInRetryAfter("owner@example.com", "198.51.100.1")).toBe(0);
  });

  it("counts an attempt when it is reserved, before its password is known", () => {
    const pending = Array.from({ length: THROTTLE.perAccount }, (_, i) =>
      reserve("owner@example.com", `192.0.2.${i}`),
    );
    expect(pending).toHaveLength(5);
    expect(accounts.reserveSignIn("owner@example.com", "198.51.100.1")).toEqual({
      retryAfter: 900,
    });
  });

  it("locks a client address after 20 attempts across accounts", () => {
    for (let i = 1; i <= THROTTLE.perClient; i++) {
      const { locks } = reserve(`user${i}@example.com`, "192.0.2.1");
      expect(locks).toEqual(i === THROTTLE.perClient ? ["client address"] : []);
    }
    expect(accounts.signInRetryAfter("fresh@example.com", "192.0.2.1")).toBe(900);
    expect(accounts.signInRetryAfter("fresh@example.com", "192.0.2.2")).toBe(0);
  });

  it("a right password forgets its attempt and the account's earlier ones, not later ones", () => {
    for (let i = 0; i < 3; i++) reserve("owner@example.com", "192.0.2.1");
    const right = reserve("owner@example.com", "192.0.2.1");
    const later = reserve("owner@example.com", "192.0.2.2");
    reserve("other@example.com", "192.0.2.1");
    accounts.signInSucceeded(right);
    const rows = db.prepare("SELECT id, account FROM sign_in_failures ORDER BY id").all();
    expect(rows).toEqual([
      { id: later.id, account: "owner@example.com" },
      expect.objectContaining({ account: "other@example.com" }),
    ]);
  });
});

describe("audit log", () => {
  it("records who, when and from where, newest first, and keeps 12 months", () => {
    const audit = new AuditLog(db, () => now);
    audit.record({
      account: "owner@example.com",
      clientAddress: "192.0.2.1",
      action: "sign-in",
      detail: null,
    });
    now += 1000;
    audit.record({
      account: "owner@example.com",
      clientAddress: "192.0.2.1",
      action: "delete",
      detail: "lead 7",
    });
    expect(audit.list(10)).toEqual([
      expect.objectContaining({
        action: "delete",
        detail: "lead 7",
        at: "2026-11-25T08:00:01.000Z",
      }),
      expect.objectContaining({
        action: "sign-in",
        clientAddress: "192.0.2.1",
        account: "owner@example.com",
      }),
    ]);
    now = Date.parse("2027-11-25T08:00:00.500Z");
    audit.purge();
    expect(audit.list(10).map((entry) => entry.action)).toEqual(["delete"]);
    expect(audit.count()).toBe(1);
  });
});
