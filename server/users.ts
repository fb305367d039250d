/** `npm run users`: the inbox's accounts and its audit log, from the command line. */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Accounts, AuditLog, type Permission, parsePermissions } from "./admin/accounts";
import { hashPassword, passwordProblem } from "./admin/passwords";
import { MAILBOX } from "./config";
import { openDatabase } from "./db/database";
import type { Output } from "./leads-report";
import { escapeControls } from "./log";

export const usage = `Usage: npm run users -- <command>

Accounts of the lead inbox (/admin on this server), in LEADS_DB (default data/leads.db).
  add EMAIL [--can leads,site]
                        create an account; asks for the password twice (or reads one line
                        from standard input when it is piped). --can says what it may do:
                        leads (the inbox), site (edit, publish and roll back the site);
                        default both for the first account, leads for later ones
  can EMAIL leads,site  change what an account may do (from its next request)
  password EMAIL        set a new password; signs the account out everywhere
  remove EMAIL          delete the account and sign it out
  list                  the accounts and what each may do
  log [--limit N]       the audit log, newest first (default the last 50 entries)

A password has at least 12 characters and is not on the list of common passwords.
`;

export interface UsersIo extends Output {
  /** The new password: asked twice on a terminal, one line when piped; null when they differ. */
  readNewPassword(): Promise<string | null>;
}

const CLI_ACTOR = "command line";

/** The `npm run users` command; resolves to the exit code. */
export async function runUsersCli(
  args: string[],
  env: Record<string, string | undefined>,
  io: UsersIo,
  now: () => number = Date.now,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [command, email, ...extra] = parsed.positionals;
  // `can EMAIL LIST` takes the list as its third word.
  const canList = command === "can" ? extra.shift() : parsed.values.can;
  if (parsed.values.help || command === undefined) {
    (command === undefined && !parsed.values.help ? io.err : io.out)(usage);
    return parsed.values.help ? 0 : 2;
  }
  const needsEmail = ["add", "can", "password", "remove"].includes(command);
  if (
    !["add", "can", "password", "remove", "list", "log"].includes(command) ||
    extra.length > 0 ||
    needsEmail !== (email !== undefined) ||
    (command === "can" && canList === undefined) ||
    (command !== "add" && command !== "can" && parsed.values.can !== undefined)
  ) {
    io.err(usage);
    return 2;
  }
  if (needsEmail && !MAILBOX.test(email ?? "")) {
    io.err(`"${escapeControls(email ?? "")}" is not an email address.\n`);
    return 2;
  }
  let permissions: Permission[] | undefined;
  if (canList !== undefined) {
    const parsedList = parsePermissions(canList);
    if (!parsedList) {
      io.err(`"${escapeControls(canList)}" is not a list of leads and site, such as leads,site\n`);
      return 2;
    }
    permissions = parsedList;
  }
  const limit = Number(parsed.values.limit ?? 50);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    io.err("--limit must be a whole number of 1 or more\n");
    return 2;
  }

  const db = openDatabase(env.LEADS_DB?.trim() || join("data", "leads.db"));
  try {
    const accounts = new Accounts(db, now);
    const audit = new AuditLog(db, now);
    const note = (
      action: "user added" | "user removed" | "password changed" | "permissions changed",
      account: string,
      what?: string,
    ) =>
      audit.record({
        account,
        clientAddress: null,
        action,
        detail: what ? `${what}, by ${CLI_ACTOR}` : `by ${CLI_ACTOR}`,
      });

    switch (command) {
      case "list": {
        const users = accounts.listUsers();
        io.out(
          users.length === 0
            ? "No accounts: /admin answers 404 until one is added with `npm run users -- add EMAIL`.\n"
            : table(
                ["Email", "May", "Created (UTC)", "Password set (UTC)", "Sessions"],
                users.map((user) => [
                  user.email,
                  user.permissions.join(",") || "nothing",
                  minute(user.createdAt),
                  minute(user.passwordChangedAt),
                  String(user.sessions),
                ]),
              ),
        );
        return 0;
      }
      case "log": {
        const entries = audit.list(limit);
        io.out(
          entries.length === 0
            ? "The audit log is empty.\n"
            : table(
                ["Time (UTC)", "Account", "Action", "Detail", "Client address"],
                entries.map((entry) =>
                  [
                    minute(entry.at),
                    entry.account ?? "",
                    entry.action,
                    entry.detail ?? "",
                    entry.clientAddress ?? "",
                  ].map(escapeControls),
                ),
              ),
        );
        return 0;
      }
      case "can": {
        if (!accounts.setPermissions(email ?? "", permissions ?? [])) {
          io.err(`No account ${email}.\n`);
          return 1;
        }
        const what = (permissions ?? []).join(",");
        note("permissions changed", email ?? "", what);
        io.out(`${email} may now: ${what}.\n`);
        return 0;
      }
      case "remove": {
        if (!accounts.removeUser(email ?? "")) {
          io.err(`No account ${email}.\n`);
          return 1;
        }
        note("user removed", email ?? "");
        io.out(`Removed ${email}; its sessions are ended.\n`);
        return 0;
      }
    }

    const exists = accounts.findUser(email ?? "") !== undefined;
    if (command === "add" && exists) {
      io.err(`${email} has an account already; use \`npm run users -- password ${email}\`.\n`);
      return 1;
    }
    if (command === "password" && !exists) {
      io.err(`No account ${email}.\n`);
      return 1;
    }
    const password = await io.readNewPassword();
    if (password === null) {
      io.err("The passwords did not match; nothing changed.\n");
      return 1;
    }
    const problem = passwordProblem(password, email ?? "");
    if (problem) {
      io.err(`${problem} Nothing changed.\n`);
      return 1;
    }
    const hash = await hashPassword(password);
    if (command === "add") {
      accounts.addUser(email ?? "", hash, permissions);
      const granted = accounts.findUser(email ?? "")?.permissions.join(",") ?? "";
      note("user added", email ?? "", granted);
      io.out(`Added ${email} (may: ${granted}). Sign in at /admin/sign-in on this server.\n`);
    } else {
      accounts.setPassword(email ?? "", hash);
      note("password changed", email ?? "");
      io.out(`Password changed for ${email}; every session of the account is ended.\n`);
    }
    return 0;
  } finally {
    db.close();
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      can: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}

const minute = (iso: string) => iso.slice(0, 16).replace("T", " ");

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n")}\n`;
}
