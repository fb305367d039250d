/**
 * The checks the inbox (and the site editor, behind the same sign-in) makes of a request: where it
 * came from, a secret it carries, and the cookies that carry them. The rules are in
 * docs/decisions/028-inbox-security.md.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { reachedOverHttps } from "../client-address";
import { ownHosts } from "../contact";

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
