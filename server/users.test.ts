import { readdirSync, readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixture, makeFixture } from "../tests/support/fixture";
import { Accounts } from "./admin/accounts";
import { verifyPassword } from "./admin/passwords";
import { openDatabase } from "./db/database";
import { runUsersCli } from "./users";

let fixture: Fixture;
beforeAll(() => {
  fixture = makeFixture();
});
afterAll(() => fixture.remove());

/** Runs the command with these answers to the password prompt; returns code and output. */
async function run(db: string, args: string[], password: string | null = null) {
  let out = "";
  let err = "";
  const asked: string[] = [];
  const code = await runUsersCli(
    args,
    { LEADS_DB: db },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
      readNewPassword: async () => {
        asked.push("password");
        return password;
      },
    },
  );
  return { code, out, err, asked };
}

const read = <T>(db: string, sql: string) => {
  const connection = new Database(db, { readonly: true });
  try {
    return connection.prepare(sql).all() as T[];
  } finally {
    connection.close();
  }
};

describe("npm run users", { timeout: 30_000 }, () => {
  it("adds an account with a scrypt hash of the password, and lists it", async () => {
    const db = fixture.dbPath();
    const added = await run(db, ["add", "Owner@Example.com"], "violet kettle 42 maples");
    expect(added).toMatchObject({ code: 0, err: "" });
    expect(added.out).toContain("Added Owner@Example.com");
    const [user] = read<{ email: string; password_hash: string }>(db, "SELECT * FROM users");
    expect(user?.email).toBe("owner@example.com");
    expect(user?.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword("violet kettle 42 maples", user?.password_hash ?? "")).toBe(true);
    const list = await run(db, ["list"]);
    expect(list.out).toMatch(/^Email +May +Created \(UTC\) +Password set \(UTC\) +Sessions$/m);
    expect(list.out).toMatch(/^owner@example\.com +leads,site .* 0$/m);
  });

  it("gives the first account both permissions and later ones the leads, unless --can says; can changes them", async () => {
    const db = fixture.dbPath();
    expect((await run(db, ["add", "owner@example.com"], "violet kettle 42 maples")).out).toContain(
      "(may: leads,site)",
    );
    await run(db, ["add", "staff@example.com"], "violet kettle 42 maples");
    await run(db, ["add", "writer@example.com", "--can", "site"], "violet kettle 42 maples");
    const permissions = () =>
      read<{ email: string; permissions: string }>(
        db,
        "SELECT email, permissions FROM users ORDER BY email",
      );
    expect(permissions()).toEqual([
      { email: "owner@example.com", permissions: "leads,site" },
      { email: "staff@example.com", permissions: "leads" },
      { email: "writer@example.com", permissions: "site" },
    ]);
    expect((await run(db, ["can", "staff@example.com", "site,leads"])).out).toBe(
      "staff@example.com may now: leads,site.\n",
    );
    expect((await run(db, ["can", "staff@example.com", "leads,admin"])).code).toBe(2);
    expect((await run(db, ["can", "staff@example.com"])).code).toBe(2);
    expect((await run(db, ["can", "nobody@example.com", "leads"])).code).toBe(1);
    expect(
      await run(db, ["add", "x@example.com", "--can", "everything"], "violet kettle 42 maples"),
    ).toMatchObject({ code: 2, asked: [] });
    expect((await run(db, ["remove", "x@example.com", "--can", "site"])).code).toBe(2);
    expect(permissions()[1]).toEqual({ email: "staff@example.com", permissions: "leads,site" });
    expect((await run(db, ["list"])).out).toMatch(/^writer@example\.com +site /m);
    expect((await run(db, ["log"])).out).toMatch(
      /staff@example\.com +permissions changed +leads,site, by command line/,
    );
  });

  it("migrates existing accounts to the leads only, or to both when there is one account", () => {
    for (const [emails, expected] of [
      [["owner@example.com"], ["leads,site"]],
      [
        ["a@example.com", "b@example.com"],
        ["leads", "leads"],
      ],
    ] as const) {
      const db = fixture.dbPath();
      const old = new Database(db);
      const migrations = new URL("./db/migrations/", import.meta.url);
      for (const name of readdirSync(migrations)
        .filter((file) => file.endsWith(".sql"))
        .sort()) {
        if (readFileSync(new URL(name, migrations), "utf8").includes("permissions")) break;
        old.exec(readFileSync(new URL(name, migrations), "utf8"));
        old.pragma(`user_version = ${Number(name.slice(0, 3))}`);
      }
      for (const email of emails) {
        old
          .prepare(
            "INSERT INTO users (email, password_hash, created_at, password_changed_at) VALUES (?, 'x', '', '')",
          )
          .run(email);
      }
      old.close();
      openDatabase(db).close();
      expect(
        read<{ permissions: string }>(db, "SELECT permissions FROM users ORDER BY email").map(
          (row) => row.permissions,
        ),
      ).toEqual(expected);
    }
  });

  it("refuses short, common and mismatched passwords, a duplicate, and a bad address; nothing changes", async () => {
    const db = fixture.dbPath();
    expect(await run(db, ["add", "owner@example.com"], "short pass")).toMatchObject({
      code: 1,
      err: "The password must be at least 12 characters long. Nothing changed.\n",
    });
    expect((await run(db, ["add", "owner@example.com"], "Password1234")).err).toMatch(/common/);
    expect((await run(db, ["add", "owner@example.com"], null)).err).toBe(
      "The passwords did not match; nothing changed.\n",
    );
    expect(await run(db, ["add", "not-an-address"], "violet kettle 42 maples")).toMatchObject({
      code: 2,
      asked: [],
    });
    expect(read(db, "SELECT * FROM users")).toEqual([]);
    await run(db, ["add", "owner@example.com"], "violet kettle 42 maples");
    const again = await run(db, ["add", "OWNER@example.com"], "another long secret");
    expect(again).toMatchObject({ code: 1, asked: [] });
    expect(again.err).toMatch(/has an account already/);
  });

  it("changes a password, ending every session, and removes an account", async () => {
    const db = fixture.dbPath();
    await run(db, ["add", "owner@example.com"], "violet kettle 42 maples");
    const connection = openDatabase(db);
    const accounts = new Accounts(connection);
    const { token } = accounts.createSession(accounts.findUser("owner@example.com")?.id ?? 0);
    expect((await run(db, ["password", "owner@example.com"], "a brand new long secret")).code).toBe(
      0,
    );
    expect(accounts.session(token)).toBeNull();
    const [user] = read<{ password_hash: string }>(db, "SELECT password_hash FROM users");
    expect(await verifyPassword("a brand new long secret", user?.password_hash ?? "")).toBe(true);
    expect((await run(db, ["password", "nobody@example.com"], "whatever long one")).code).toBe(1);
    expect((await run(db, ["remove", "owner@example.com"])).code).toBe(0);
    expect((await run(db, ["remove", "owner@example.com"])).code).toBe(1);
    expect(accounts.hasUsers()).toBe(false);
    connection.close();
  });

  it("prints the audit log newest first, with control characters from a typed email shown escaped", async () => {
    const db = fixture.dbPath();
    await run(db, ["add", "owner@example.com"], "violet kettle 42 maples");
    const connection = openDatabase(db);
    connection
      .prepare(
        "INSERT INTO audit_log (at, account, client_address, action, detail) VALUES (?, ?, ?, ?, ?)",
      )
      .run(
        "2030-01-01T00:00:00.000Z",
        "evil\u001b[2J@example.com",
        "192.0.2.1",
        "sign-in failed",
        null,
      );
    connection.close();
    const log = await run(db, ["log", "--limit", "5"]);
    const lines = log.out.split("\n");
    expect(lines[0]).toMatch(/^Time \(UTC\) +Account +Action +Detail +Client address$/);
    expect(lines[2]).toMatch(
      /^2030-01-01 00:00 +evil\\x1B\[2J@example\.com +sign-in failed +192\.0\.2\.1$/,
    );
    expect(lines[3]).toMatch(/owner@example\.com +user added +leads,site, by command line/);
    expect(log.out).not.toContain("\u001b");
  });

  it("explains itself when the command is missing or unknown", async () => {
    const db = fixture.dbPath();
    expect((await run(db, [])).code).toBe(2);
    expect((await run(db, ["frobnicate"])).err).toMatch(/^Usage: npm run users/);
    expect((await run(db, ["--help"])).code).toBe(0);
  });
});
