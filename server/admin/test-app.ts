/**
 * The inbox's app as the admin tests drive it: an account, a cookie jar, posts from our own origin
 * with the session's token, and leads sent through the real contact form.
 */
import { expect } from "vitest";
import { formBody, readRows, validLead } from "../../tests/support/fixture";
import { serverFixture } from "../../tests/support/server-fixture";
import type { AppOptions, ServerApp } from "../app";
import { openDatabase } from "../db/database";
import { Accounts } from "./accounts";
import { hashPassword } from "./passwords";

/** Cheap scrypt for the tests' accounts and stand-in hash; the real figures are tested apart. */
export const CHEAP = { N: 1024, r: 8, p: 1 };
export const OWNER = "owner@example.com";
export const PASSWORD = "violet kettle 42 maples";
export const ORIGIN = "http://localhost";

export async function addAccount(dbPath: string, email = OWNER, password = PASSWORD) {
  const db = openDatabase(dbPath);
  try {
    new Accounts(db).addUser(email, await hashPassword(password, CHEAP));
  } finally {
    db.close();
  }
}

/** Cookies as a browser keeps them: name=value pairs from Set-Cookie, deleted when expired. */
export class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/**
 * A test file's inbox: `start` builds the app on the file's fixture (with an account unless told
 * otherwise); it is closed after the test.
 */
export function inboxTestApp() {
  const servers = serverFixture();
  return async (overrides: Partial<AppOptions> = {}, { account = true } = {}) => {
    const options = servers.options({ passwordParams: CHEAP, ...overrides });
    if (account) await addAccount(options.leadsDb);
    return inboxClient(await servers.start(options), options);
  };
}

/** Requests to the app as a browser sends them, and what the tests read back. */
function inboxClient(server: ServerApp, options: AppOptions) {
  const request = (path: string, init: RequestInit & { address?: string; base?: string } = {}) =>
    server.app.request(`${init.base ?? ORIGIN}${path}`, init, {
      incoming: { socket: { remoteAddress: init.address ?? "203.0.113.7" } },
    } as never);
  /** A POST as our own pages send it: same origin, urlencoded. */
  const post = (
    path: string,
    fields: Record<string, string> | [string, string][],
    {
      jar,
      headers = {},
      address,
    }: { jar?: Jar; headers?: Record<string, string>; address?: string } = {},
  ) =>
    request(path, {
      method: "POST",
      body: formBody(fields),
      address,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        ...(jar ? { Cookie: jar.header() } : {}),
        ...headers,
      },
    });
  const get = (path: string, jar?: Jar) =>
    request(path, { headers: jar ? { Cookie: jar.header() } : {} });

  /** Loads the sign-in form and posts it; returns the jar and the answer. */
  async function signIn(email = OWNER, password = PASSWORD, address?: string) {
    const jar = new Jar();
    const form = await request("/admin/sign-in", { address });
    jar.take(form);
    const csrf = csrfOf(await form.text());
    const response = await post("/admin/sign-in", { csrf, email, password }, { jar, address });
    jar.take(response);
    return { jar, response };
  }
  /** Signed in, with the CSRF token of the session's pages. */
  async function session() {
    const { jar, response } = await signIn();
    expect(response.status).toBe(303);
    const page = await get("/admin", jar);
    return { jar, csrf: csrfOf(await page.text()) };
  }
  /** Posts a lead through the real contact form. */
  const submitLead = async (fields: Record<string, string> = {}) => {
    const response = await request("/", {
      method: "POST",
      body: formBody({ ...validLead, ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    });
    expect(response.status).toBe(200);
  };
  const leads = () => readRows(options.leadsDb, "leads");
  return { server, options, request, get, post, signIn, session, submitLead, leads };
}

/** A lead of each kind of request the form sends: a consultation, the guide, an event, a package. */
export const leadKinds: Record<string, string>[] = [
  { firstName: "Con", email: "con@example.com", source: "hero" },
  { firstName: "Gina", email: "gina@example.com", intent: "guide", source: "hero" },
  {
    firstName: "Reg",
    email: "reg@example.com",
    intent: "register",
    source: "event",
    event: "Automation 101, Thursday, March 14, 2024",
  },
  {
    firstName: "Pat",
    email: "pat@example.com",
    source: "pricing-package",
    package: "Strategic Implementation",
  },
];

/** The names in a list page's rows, first names only (every test lead is a Lovelace). */
export const namesIn = (html: string) =>
  [...html.matchAll(/<a href="\/admin\/leads\/\d+[^"]*">([^<]+)<\/a>/g)].map((match) =>
    match[1]?.replace(" Lovelace", ""),
  );
