/**
 * /admin/sign-in and /admin/sign-out: the sign-in form, the lockout after failed attempts, and the
 * session cookie. The rules are in docs/decisions/028-inbox-security.md and 035.
 */
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { site } from "../../src/collections/facts";
import { rateLimitKey } from "../client-address";
import { randomToken, SESSION_MAX_MS } from "./accounts";
import { hashPassword, verifyPassword } from "./passwords";
import { inboxCookie, sameSecret } from "./request-checks";
import { type AdminEnv, clip, html, type RoomTools } from "./room";
import { CsrfField, Document, Notice } from "./shell";

export const SIGN_IN_ERROR = "Email or password is incorrect.";

/** The sign-in form and its answers; open to anyone, so the inbox mounts it before its sign-in check. */
export function signInRoutes({ accounts, trustProxy, passwordParams, log, record }: RoomTools) {
  // An unknown email is checked against this hash, so it takes as long as a wrong password.
  // Made when the sign-in form is first shown, before any sign-in can be posted.
  let standIn: Promise<string> | undefined;
  const standInHash = () => {
    standIn ??= hashPassword(randomToken(), passwordParams);
    return standIn;
  };
  const cookie = (c: Context, name: "session" | "sign-in") => inboxCookie(c, name, trustProxy);

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

  const app = new Hono<AdminEnv>();

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

  return app;
}

/** Sign out: for any signed-in account, whatever it may do, so mounted behind the sign-in check. */
export function signOutRoutes({ accounts, trustProxy, record }: RoomTools) {
  const app = new Hono<AdminEnv>();
  app.post("/sign-out", (c) => {
    const session = inboxCookie(c, "session", trustProxy);
    const token = getCookie(c, session.name);
    if (token) accounts.endSession(token);
    record(c, "sign-out");
    deleteCookie(c, session.name, session.options);
    return c.redirect("/admin/sign-in?signed-out", 303);
  });
  return app;
}

export function SignInPage({
  csrfToken,
  email = "",
  error = null,
  notice = null,
}: {
  csrfToken: string;
  email?: string;
  error?: string | null;
  notice?: string | null;
}) {
  return (
    <Document title="Sign in">
      <div className="card narrow">
        <h1>Sign in</h1>
        <p className="hint">{`The lead inbox of ${site.name}, for its owner and staff.`}</p>
        <Notice text={notice} />
        {error && (
          <p className="error" id="sign-in-error">
            {error}
          </p>
        )}
        <form method="post" action="/admin/sign-in" className="stack">
          <CsrfField token={csrfToken} />
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? "sign-in-error" : undefined}
          />
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
      </div>
    </Document>
  );
}
