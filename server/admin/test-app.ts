/**
 * The inbox's app as the admin tests drive it: an account, a cookie jar, posts from our own origin
 * with the session's token, and leads sent through the real contact form.
 */
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  validLead,
} from "../../tests/support/fixture";
import { type AppOptions, buildApp, type ServerApp } from "../app";
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
 * A test file's inbox: a fixture for the file, and `start`, which builds the app (with an account
 * unless told otherwise) and closes it after the test.
 */
export function inboxTestApp() {
  let fixture: Fixture;
  let open: ServerApp[] = [];
  beforeAll(() => {
    fixture = makeFixture();
  });
  afterEach(async () => {
    await Promise.all(open.map((server) => server.close()));
    open = [];
  });
  afterAll(() => fixture.remove());
  return async (overrides: Partial<AppOptions> = {}, { account = true } = {}) => {
    const server = await startApp(fixture, overrides, { account });
    open.push(server.server);
    return server;
  };
}

async function startApp(fixture: Fixture, overrides: Partial<AppOptions>, { account = true }) {
  const options = appOptions(fixture, { passwordParams: CHEAP, ...overrides });
  if (account) await addAccount(options.leadsDb);
  const server = await buildApp(options);
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
