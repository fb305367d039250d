/**
 * The owner's inbox under /admin: sign-in, the lead list, a lead's page and its actions, the
 * activity log. Every rule here is in docs/decisions/028-inbox-security.md; the spam quarantine
 * in 029.
 */
import { timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ReactNode } from "react";
import { type ContactIntentKey, contactIntents } from "../../src/collections/contact-intents";
import { clientAddress, rateLimitKey, reachedOverHttps } from "../client-address";
import { ownHosts, type ServerEnv } from "../contact";
import { type Db, isLocked } from "../db/database";
import { isStatus, statusLabels } from "../lead-fields";
import type { LeadStore } from "../leads";
import { leadsCsv } from "../leads-report";
import { oneLine } from "../log";
import { adminCsp } from "../policy";
import { publishRoutes } from "../site-editor/publish-routes";
import type { Publisher } from "../site-editor/publisher";
import {
  type Accounts,
  type AuditAction,
  type AuditLog,
  randomToken,
  SESSION_MAX_MS,
  type Session,
} from "./accounts";
import { type InboxFilter, InboxStore, MAX_NOTE_LENGTH } from "./inbox-store";
import { InboxPage } from "./inbox-view";
import { LeadPage } from "./lead-view";
import {
  ActivityPage,
  BulkDeletePage,
  DeletePage,
  MessagePage,
  render,
  type Signed,
  SignInPage,
  STYLESHEET_PATH,
  viewQuery,
} from "./pages";
import { hashPassword, type ScryptParams, verifyPassword } from "./passwords";
import { PipelinePage } from "./pipeline";
import { pipelineOf } from "./pipeline-data";
import { adminStylesheet } from "./stylesheet";

export interface AdminOptions {
  db: Db;
  leads: LeadStore;
  accounts: Accounts;
  audit: AuditLog;
  trustProxy: number;
  now: () => number;
  /** The site's own 404 page: what /admin answers while no account exists. */
  notFound: (c: Context) => Response | Promise<Response>;
  /** A lead left quarantine and was queued: the outboxes should look for it. */
  onReleased: () => void;
  /** The scrypt parameters of the stand-in hash checked for an unknown email (tests: cheap ones). */
  passwordParams?: ScryptParams;
  /** Publish and Roll back of the site, for accounts that may edit it. */
  site: { publisher: Publisher; editorBuilt: () => boolean };
  log?: (message: string) => void;
}

type AdminEnv = ServerEnv & {
  Variables: {
    session: Session;
    /** The posted form, the last value of each name. */
    form: Record<string, string>;
    /** The lead ids ticked in the list (every `id` posted). */
    ids: number[];
    address: string | null;
  };
};

export const SIGN_IN_ERROR = "Email or password is incorrect.";
/** A note at its longest in 4-byte characters, URL-encoded (12 bytes each), and the rest of its form. */
const MAX_FORM_BYTES = Math.ceil((MAX_NOTE_LENGTH * 12) / 1024 + 4) * 1024;
const ACTIVITY_PAGE_SIZE = 100;

const leadCount = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/** What the page after an action says: the action, and how many leads it changed. */
const notices: Record<string, (count: number) => string> = {
  status: () => "Status saved.",
  note: () => "Note added.",
  released: () => "Moved to the inbox; its email and webhook are queued.",
  deleted: () => "Lead deleted.",
  "bulk-status": (count) => `Status saved for ${leadCount(count)}.`,
  "bulk-spam": (count) => `${leadCount(count)} moved to Spam.`,
  "bulk-released": (count) =>
    `${leadCount(count)} moved to the inbox; their email and webhook are queued.`,
  "bulk-deleted": (count) => `${leadCount(count)} deleted.`,
  "none-selected": () => "No lead was selected: tick the ones to change first.",
};
const noticeOf = (done: string | undefined, count: string | undefined) =>
  notices[done ?? ""]?.(Number(count) || 0) ?? null;

/**
 * The inbox's cookies. Over HTTPS the __Host- prefix binds them to this host (it requires
 * Path=/). Path=/ over plain HTTP too: the site editor's pages and API live at /keystatic and
 * /api/keystatic, paths Keystatic's UI fixes, and a path is no boundary within one origin.
 */
export function inboxCookie(c: Context, name: "session" | "sign-in", trustProxy: number) {
  const secure = reachedOverHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxy);
  return {
    name: `${secure ? "__Host-" : ""}eca-inbox${name === "session" ? "" : "-sign-in"}`,
    options: { path: "/", secure, httpOnly: true, sameSite: "Strict" as const },
  };
}

/** Same origin only: the Origin header must name this host (Sec-Fetch-Site when it is absent). */
export function sameOrigin(c: Context, trustProxy: number): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) return c.req.header("sec-fetch-site") === "same-origin";
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) && ownHosts(c, trustProxy).includes(url.host);
  } catch {
    return false;
  }
}

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

function filterFrom(read: (name: string) => string | undefined): InboxFilter {
  const status = read("status");
  const request = read("request");
  return {
    view: read("view") === "spam" ? "spam" : "inbox",
    q: clip(read("q"), 200),
    status: isStatus(status) ? status : null,
    unopened: read("view") !== "spam" && read("unopened") === "1",
    source: clip(read("source"), 200) || null,
    request:
      request && Object.hasOwn(contactIntents, request) ? (request as ContactIntentKey) : null,
  };
}

const pageNumber = (value: string | undefined) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

const leadId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);

export function adminRoutes(options: AdminOptions) {
  const { db, leads, accounts, audit, trustProxy, now } = options;
  const log = oneLine(options.log ?? console.warn);
  const inbox = new InboxStore(db, now);
  // An unknown email is checked against this hash, so it takes as long as a wrong password.
  // Made when the sign-in form is first shown, before any sign-in can be posted.
  let standIn: Promise<string> | undefined;
  const standInHash = () => {
    standIn ??= hashPassword(randomToken(), options.passwordParams);
    return standIn;
  };

  const cookie = (c: Context, name: "session" | "sign-in") => inboxCookie(c, name, trustProxy);
  const record = (
    c: Context<AdminEnv>,
    action: AuditAction,
    detail: string | null = null,
    account: string | null = c.get("session")?.email ?? null,
  ) => audit.record({ account, clientAddress: c.get("address"), action, detail });

  const html = (
    c: Context,
    page: ReactNode,
    status: 200 | 400 | 401 | 403 | 404 | 429 | 503 = 200,
  ) => c.html(render(page), status);
  /** The signed-in account, with the count of unopened leads every page's header shows. */
  const signed = (c: Context<AdminEnv>): Signed => ({
    ...c.get("session"),
    unopened: inbox.unopened(),
  });

  const notFound = (c: Context<AdminEnv>) =>
    html(
      c,
      <MessagePage title="Not found" text="There is no such lead or page." signed={signed(c)} />,
      404,
    );

  const app = new Hono<AdminEnv>();

  app.use(async (c, next) => {
    // No account, no inbox: nothing tells the path apart from any other unknown one.
    if (!accounts.hasUsers()) return options.notFound(c);
    c.set(
      "address",
      clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        c.req.header("x-forwarded-for"),
        trustProxy,
      ),
    );
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Content-Security-Policy", adminCsp);
  });

  // Every state change: a small urlencoded form, from this site's own pages.
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text("Payload Too Large", 413) }),
    async (c, next) => {
      if (!sameOrigin(c, trustProxy)) {
        return html(
          c,
          <MessagePage title="Refused" text="Requests from other sites are refused." />,
          403,
        );
      }
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded")
        return c.text("Unsupported Media Type", 415);
      const body = await c.req.parseBody({ all: true });
      const form: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        const last = [value].flat().findLast((item) => typeof item === "string");
        if (typeof last === "string") form[name] = last;
      }
      const ids = [body.id ?? []].flat().map((id) => (typeof id === "string" ? leadId(id) : null));
      c.set("form", form);
      c.set("ids", [...new Set(ids.filter((id) => id !== null))]);
      await next();
    },
  );

  // The server's connection never waits for another process's write lock (pages must keep
  // answering), so an inbox page or action that meets one says so instead of failing with a 500.
  app.onError((error, c) => {
    if (!isLocked(error)) {
      console.error(error);
      return c.text("Internal Server Error", 500);
    }
    log("admin: the database is locked by another process; the request was answered 503");
    c.header("Retry-After", "5");
    return html(
      c,
      <MessagePage
        title="Busy"
        text="Another program is writing to the lead database. Please try again in a moment."
      />,
      503,
    );
  });

  app.get(STYLESHEET_PATH.slice("/admin".length), (c) =>
    c.body(adminStylesheet, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );

  const signInForm = (
    c: Context,
    status: 200 | 401 | 403 | 429,
    email = "",
    error: string | null = null,
    notice: string | null = null,
  ) => {
    void standInHash();
    const token = randomToken();
    const signIn = cookie(c, "sign-in");
    setCookie(c, signIn.name, token, { ...signIn.options, maxAge: 60 * 60 });
    return html(
      c,
      <SignInPage csrfToken={token} email={email} error={error} notice={notice} />,
      status,
    );
  };

  app.get("/sign-in", (c) => {
    if (accounts.session(getCookie(c, cookie(c, "session").name))) return c.redirect("/admin", 303);
    const signedOut = c.req.query("signed-out") !== undefined;
    return signInForm(c, 200, "", null, signedOut ? "You are signed out." : null);
  });

  app.post("/sign-in", async (c) => {
    const form = c.get("form");
    const email = clip(form.email, 254);
    if (!sameSecret(form.csrf, getCookie(c, cookie(c, "sign-in").name))) {
      return signInForm(c, 403, email, "The sign-in form expired. Please try again.");
    }
    const client = rateLimitKey(c.get("address"));
    // Counted before the password is checked: attempts sent at once cannot all slip past the lock.
    const attempt = accounts.reserveSignIn(email, client);
    if ("retryAfter" in attempt) {
      const { retryAfter } = attempt;
      log(`admin: sign-in for ${email} from ${client} refused: locked for ${retryAfter} s`);
      c.header("Retry-After", String(retryAfter));
      const minutes = Math.ceil(retryAfter / 60);
      return signInForm(
        c,
        429,
        email,
        `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      );
    }
    const user = accounts.findUser(email);
    // Passwords longer than this are no one's; the cap bounds the work a request can ask for.
    const password = (form.password ?? "").slice(0, 1024);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await standInHash()));
    if (!user || !matches) {
      record(c, "sign-in failed", null, email || null);
      for (const what of attempt.locks) {
        record(c, "lockout", `${what} locked for 15 minutes`, email || null);
      }
      return signInForm(c, 401, email, SIGN_IN_ERROR);
    }
    accounts.signInSucceeded(attempt);
    const session = cookie(c, "session");
    // A new session replaces the one this browser had: its old token opens nothing any more.
    const previous = getCookie(c, session.name);
    if (previous) accounts.endSession(previous);
    const { token } = accounts.createSession(user.id);
    // Older versions scoped the plain-HTTP cookie to /admin; it would shadow this one there.
    if (!session.options.secure) deleteCookie(c, session.name, { path: "/admin" });
    setCookie(c, session.name, token, { ...session.options, maxAge: SESSION_MAX_MS / 1000 });
    const signIn = cookie(c, "sign-in");
    deleteCookie(c, signIn.name, signIn.options);
    record(c, "sign-in", null, user.email);
    return c.redirect("/admin", 303);
  });

  // Everything below needs a session, and a state change its CSRF token.
  app.use(async (c, next) => {
    const session = accounts.session(getCookie(c, cookie(c, "session").name));
    if (!session) {
      if (c.req.method === "GET" || c.req.method === "HEAD")
        return c.redirect("/admin/sign-in", 303);
      return html(c, <MessagePage title="Signed out" text="Please sign in again." />, 401);
    }
    if (
      c.req.method !== "GET" &&
      c.req.method !== "HEAD" &&
      !sameSecret(c.get("form")?.csrf, session.csrfToken)
    ) {
      return html(
        c,
        <MessagePage
          title="Refused"
          text="The form expired. Please go back and try again."
          signed={session}
        />,
        403,
      );
    }
    c.set("session", session);
    await next();
  });

  // The leads need the leads permission and /admin/site the site permission; without it the page
  // does not exist. An account that may only edit the site starts at /admin/site.
  app.use(async (c, next) => {
    const { permissions } = c.get("session");
    const path = c.req.path.slice("/admin".length) || "/";
    const needed = path === "/site" || path.startsWith("/site/") ? "site" : "leads";
    if (path !== "/sign-out" && !permissions.includes(needed)) {
      if (path === "/" && permissions.includes("site")) return c.redirect("/admin/site", 303);
      return notFound(c);
    }
    await next();
  });

  app.post("/sign-out", (c) => {
    const session = cookie(c, "session");
    const token = getCookie(c, session.name);
    if (token) accounts.endSession(token);
    record(c, "sign-out");
    deleteCookie(c, session.name, session.options);
    return c.redirect("/admin/sign-in?signed-out", 303);
  });

  app.get("/", (c) => {
    const filter = filterFrom((name) => c.req.query(name));
    const page = pageNumber(c.req.query("page"));
    const { leads: rows, total } = inbox.page(filter, page);
    return html(
      c,
      <InboxPage
        signed={signed(c)}
        filter={filter}
        leads={rows}
        total={total}
        page={page}
        counts={inbox.statusCounts(filter)}
        sources={inbox.sources()}
        notice={noticeOf(c.req.query("done"), c.req.query("n"))}
        allTicked={c.req.query("select") === "all"}
      />,
    );
  });

  app.get("/pipeline", (c) =>
    html(c, <PipelinePage signed={signed(c)} pipeline={pipelineOf(db, now())} />),
  );

  app.post("/export", (c) => {
    const filter = filterFrom((name) => c.get("form")[name]);
    const rows = inbox.all(filter);
    const used = [
      filter.q && "search",
      filter.status && `status ${filter.status}`,
      filter.unopened && "unopened",
      filter.request && `request ${filter.request}`,
      filter.source && `source ${filter.source}`,
    ];
    record(
      c,
      "export",
      `${rows.length} lead(s) from ${filter.view}${used.some(Boolean) ? `, ${used.filter(Boolean).join(", ")}` : ""}`,
    );
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(leadsCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filter.view === "spam" ? "spam" : "leads"}-${day}.csv"`,
    });
  });

  app.get("/activity", (c) => {
    // Publishes and roll backs name the site's content files: for those who may edit it.
    const site = c.get("session").permissions.includes("site");
    const pages = Math.max(1, Math.ceil(audit.count({ site }) / ACTIVITY_PAGE_SIZE));
    const page = Math.min(pageNumber(c.req.query("page")), pages);
    const entries = audit.list(ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE, { site });
    return html(c, <ActivityPage signed={signed(c)} entries={entries} page={page} pages={pages} />);
  });

  app.get("/leads/:id", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null) return notFound(c);
    try {
      inbox.markOpened(id);
    } catch (error) {
      // Another process holds the write lock: the page still shows, the lead stays unopened.
      if (!isLocked(error)) throw error;
    }
    const lead = inbox.lead(id);
    if (!lead) return notFound(c);
    return html(
      c,
      <LeadPage
        signed={signed(c)}
        lead={lead}
        notes={inbox.notes(id)}
        history={inbox.history(id)}
        deliveries={inbox.deliveries(id)}
        filter={filterFrom((name) => c.req.query(name))}
        notice={noticeOf(c.req.query("done"), c.req.query("n"))}
      />,
    );
  });

  app.post("/leads/:id/status", (c) => {
    const id = leadId(c.req.param("id"));
    const status = c.get("form").status;
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (!isStatus(status)) return c.text("Unknown status", 400);
    if (inbox.setStatus(id, status, c.get("session").email)) {
      record(c, "status", `lead ${id}: ${statusLabels[status]}`);
    }
    return c.redirect(`/admin/leads/${id}?done=status`, 303);
  });

  app.post("/leads/:id/notes", (c) => {
    const id = leadId(c.req.param("id"));
    const note = (c.get("form").note ?? "").replace(/\r\n?/g, "\n").trim();
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (!note || note.length > MAX_NOTE_LENGTH) {
      return c.text(`A note is 1 to ${MAX_NOTE_LENGTH} characters.`, 400);
    }
    inbox.addNote(id, note, c.get("session").email);
    record(c, "note", `lead ${id}`);
    return c.redirect(`/admin/leads/${id}?done=note`, 303);
  });

  app.post("/leads/:id/not-spam", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (leads.release(id, c.get("session").email)) {
      record(c, "not spam", `lead ${id}`);
      options.onReleased();
    }
    return c.redirect(`/admin/leads/${id}?done=released`, 303);
  });

  app.get("/leads/:id/delete", (c) => {
    const id = leadId(c.req.param("id"));
    const lead = id === null ? undefined : inbox.lead(id);
    if (!lead) return notFound(c);
    return html(c, <DeletePage signed={signed(c)} lead={lead} />);
  });

  /** Erases a lead as Delete does, with its audit entry; false when there was none. */
  const erase = (c: Context<AdminEnv>, id: number) => {
    if (!leads.delete(id)) return false;
    // The lead's id only: the entry outlives the personal data it was asked to erase.
    record(c, "delete", `lead ${id}`);
    return true;
  };

  app.post("/leads/:id/delete", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null || !erase(c, id)) return notFound(c);
    return c.redirect("/admin?done=deleted", 303);
  });

  // The list's form: the ticked leads and what to do with them. Delete asks first.
  app.post("/bulk", (c) => {
    const form = c.get("form");
    const filter = filterFrom((name) => form[name]);
    const back = (done: string, count = 0) => {
      const query = new URLSearchParams(viewQuery(filter));
      query.set("done", done);
      if (count > 0) query.set("n", String(count));
      return c.redirect(`/admin?${query}`, 303);
    };
    const selected = c.get("ids").flatMap((id) => inbox.lead(id) ?? []);
    if (selected.length === 0) return back("none-selected");
    const actor = c.get("session").email;
    const ids = (changed: number[]) => changed.join(", ");
    switch (form.action) {
      case "status": {
        const status = form.to;
        if (!isStatus(status)) return c.text("Unknown status", 400);
        const changed = selected.filter((lead) => inbox.setStatus(lead.id, status, actor));
        if (changed.length > 0)
          record(
            c,
            "status",
            `leads ${ids(changed.map((lead) => lead.id))}: ${statusLabels[status]}`,
          );
        return back("bulk-status", selected.length);
      }
      case "spam": {
        const moved = selected.filter((lead) => inbox.moveToSpam(lead.id, actor));
        if (moved.length > 0) record(c, "spam", `leads ${ids(moved.map((lead) => lead.id))}`);
        return back("bulk-spam", moved.length);
      }
      case "release": {
        const released = selected.filter((lead) => leads.release(lead.id, actor));
        if (released.length > 0) {
          record(c, "not spam", `leads ${ids(released.map((lead) => lead.id))}`);
          options.onReleased();
        }
        return back("bulk-released", released.length);
      }
      case "delete":
        return html(c, <BulkDeletePage signed={signed(c)} leads={selected} filter={filter} />);
      default:
        return c.text("Unknown action", 400);
    }
  });

  app.post("/bulk/delete", (c) => {
    const filter = filterFrom((name) => c.get("form")[name]);
    const deleted = c.get("ids").filter((id) => erase(c, id));
    const query = new URLSearchParams(viewQuery(filter));
    query.set("done", "bulk-deleted");
    query.set("n", String(deleted.length));
    return c.redirect(`/admin?${query}`, 303);
  });

  app.route(
    "/site",
    publishRoutes({
      ...options.site,
      page: (c, page) => html(c, page(signed(c))),
      actor: (c) => ({ by: c.get("session").email, address: c.get("address") }),
    }),
  );

  app.all("*", notFound);
  return app;
}
