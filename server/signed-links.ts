/**
 * The links of a visitor's email that act without a sign-in (confirm a subscription, unsubscribe):
 * the lead's key, an expiry and an HMAC over both and the link's purpose, with a key the server
 * makes once and keeps in its database. Whoever holds the link may use it, no one can make one.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "./db/database";

export type LinkPurpose = "confirm" | "unsubscribe";

/** How long a link works: a confirmation within the week, an unsubscribe link as long as we keep the lead. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  confirm: 7 * 24 * 60 * 60_000,
  unsubscribe: 2 * 366 * 24 * 60 * 60_000,
};

/** The database's link key, made on first use; two processes starting together keep the first. */
export function storedLinkKey(db: Db): Buffer {
  db.prepare("INSERT OR IGNORE INTO server_keys (name, value) VALUES ('links', ?)").run(
    randomBytes(32),
  );
  return db
    .prepare<[], Buffer>("SELECT value FROM server_keys WHERE name = 'links'")
    .pluck()
    .get() as Buffer;
}

const mac = (key: Buffer, purpose: LinkPurpose, leadKey: string, expires: string) =>
  createHmac("sha256", key).update(`${purpose}\n${leadKey}\n${expires}`).digest("base64url");

/** A token for the link: `<lead key>.<expiry, epoch seconds>.<HMAC>`. */
export function signLink(key: Buffer, purpose: LinkPurpose, leadKey: string, now: number): string {
  const expires = String(Math.floor((now + LINK_LIFETIME_MS[purpose]) / 1000));
  return `${leadKey}.${expires}.${mac(key, purpose, leadKey, expires)}`;
}

/** The lead key a token carries, "expired", or null when it was not made by us for `purpose`. */
export function readLink(
  key: Buffer,
  purpose: LinkPurpose,
  token: string,
  now: number,
): string | "expired" | null {
  const [leadKey = "", expires = "", signature = "", ...more] = token.split(".");
  if (more.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(mac(key, purpose, leadKey, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 < now ? "expired" : leadKey;
}
