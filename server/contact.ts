import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { contactIntentOf } from "../src/collections/contact-intents";
import {
  type ContactErrors,
  cleanSingleLine,
  emailSubject,
  maxLengths,
  validateContact,
} from "../src/features/contact/schema";
import { clientAddress, rateLimitKey } from "./client-address";
import { whileLocked } from "./db/database";
import type { LeadStore } from "./leads";
import { oneLine } from "./log";
import type { RateLimiter } from "./rate-limit";

/** Node bindings; absent when a test calls `app.request()` without them. */
export type ServerEnv = { Bindings: Partial<HttpBindings> };

/**
 * The largest body a person's form can make: every field at its longest (maxLengths, in code
 * points) in characters that take the most room once URL-encoded (4 UTF-8 bytes, %XX four times:
 * 12 bytes), plus 8 KB for the field names, the hidden fields and multipart boundaries; in KB.
 */
export const MAX_BODY_BYTES =
  Math.ceil((Object.values(maxLengths).reduce((sum, max) => sum + max, 0) * 12) / 1024 + 8) * 1024;
/** Retry-After when the lead store fails: long enough for a lock or a full disk to clear. */
export const STORE_RETRY_AFTER_S = 60;
/** How long a post waits for a database another process has locked before it is answered 503. */
export const STORE_LOCK_WAIT_MS = 5000;
const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface ContactOptions {
  leads: LeadStore;
  limiter: RateLimiter;
  /** Reverse proxies in front that append to X-Forwarded-For (see client-address.ts); 0: none. */
  trustProxy: number;
  onLeadStored?: () => void;
  now?: () => number;
  log?: (message: string) => void;
}

const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");

function fail(c: Context, status: 400 | 403 | 413 | 415 | 429 | 503, message: string) {
  return wantsJson(c) ? c.json({ error: message }, status) : c.text(`${message}\n`, status);
}

function invalid(c: Context, errors: ContactErrors) {
  if (wantsJson(c)) return c.json({ errors }, 422);
  const lines = Object.values(errors).map((message) => `- ${message}`);
  return c.text(["Please correct the form:", ...lines, ""].join("\n"), 422);
}

function received(c: Context) {
  return wantsJson(c) ? c.json({ ok: true }) : c.redirect("/contact-received", 303);
}

/** The client went away (or was cut off by the request timeout) before the body was complete. */
class UploadAborted extends Error {
  constructor(readonly bytes: number) {
    super(`upload aborted after ${bytes} bytes`);
  }
}

/**
 * Reads at most `limit` bytes; returns null (and stops reading) as soon as the body is larger.
 * Throws UploadAborted when the body stream breaks off.
 */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      throw new UploadAborted(size);
    }
    const { done, value } = result;
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * Why a post is refused as cross-site, or null. A browser says where a request comes from: with
 * Sec-Fetch-Site (cross-site is never our own form) and with Origin, which must name this host.
 * A request without either (curl, an old browser's no-JS form post) is not a browser attack and
 * is let through; the honeypot and the rate limit still apply.
 */
function crossSiteReason(c: Context<ServerEnv>, trustProxy: number): string | null {
  if (c.req.header("sec-fetch-site")?.trim().toLowerCase() === "cross-site") {
    return "Sec-Fetch-Site: cross-site";
  }
  const origin = c.req.header("origin");
  if (origin === undefined) return null;
  let originHost: string;
  try {
    const url = new URL(origin.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return `Origin ${origin}`;
    originHost = url.host;
  } catch {
    return `Origin ${origin}`; // "null" (a sandboxed or privacy-sensitive context) included
  }
  return ownHosts(c, trustProxy).includes(originHost) ? null : `Origin ${origin}`;
}

/** The host names this request may come from: its own, and X-Forwarded-Host's behind a proxy. */
export function ownHosts(c: Context, trustProxy: number): string[] {
  const hosts = [new URL(c.req.url).host];
  // Behind a trusted proxy that rewrites Host, the public host name is in X-Forwarded-Host.
  const forwardedHost = trustProxy > 0 && c.req.header("x-forwarded-host")?.split(",").at(-1);
  if (forwardedHost) hosts.push(forwardedHost.trim().toLowerCase());
  return hosts;
}

/** The form's text fields (first value wins), or null when the body is not valid form data. */
async function parseForm(contentType: string, body: Uint8Array<ArrayBuffer>) {
  let entries: Iterable<[string, unknown]>;
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    try {
      entries = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return null;
    }
  } else {
    entries = new URLSearchParams(new TextDecoder().decode(body));
  }
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}

function refererPath(referer: string | undefined): string | null {
  try {
    return referer ? new URL(referer).pathname : null;
  } catch {
    return null;
  }
}

/** A one-line value from the request, cleaned of control characters and cut to `max`. */
const clip = (text: string | null | undefined, max: number) =>
  (text && cleanSingleLine(text).trim().slice(0, max)) || null;

/** POST /: the contact form (the same request Netlify Forms accepts on a static host). */
export function contactRoutes(options: ContactOptions) {
  const now = options.now ?? Date.now;
  const log = oneLine(options.log ?? console.info);
  return new Hono<ServerEnv>().post("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const address = clientAddress(
      c.env?.incoming?.socket?.remoteAddress,
      c.req.header("x-forwarded-for"),
      options.trustProxy,
    );
    if (crossSiteReason(c, options.trustProxy)) {
      return fail(c, 403, "Forms posted from other websites are not accepted.");
    }

    const contentType = c.req.header("content-type") ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formTypes.has(mediaType)) {
      return fail(
        c,
        415,
        "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      );
    }
    // Connection: close, so the rest of an oversized upload is not read.
    const tooLarge = () => {
      c.header("Connection", "close");
      return fail(c, 413, `The form data is larger than ${MAX_BODY_BYTES / 1024} KB.`);
    };
    if (Number(c.req.header("content-length")) > MAX_BODY_BYTES) return tooLarge();
    let body: Uint8Array<ArrayBuffer> | null;
    try {
      body = await readLimited(c.req.raw.body, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof UploadAborted)) throw error;
      // Routine (a closed tab, a lost connection, the request timeout): one line, no stack.
      log(`contact: ${error.message} from ${address ?? "an unknown address"}; nothing stored`);
      return fail(c, 400, "The upload was interrupted.");
    }
    if (!body) return tooLarge();

    const fields = await parseForm(contentType, body);
    if (!fields) return fail(c, 400, "The form data could not be read.");
    if (fields.get("form-name") !== "contact") return fail(c, 400, "Unknown form.");
    // Counted only now: refused cross-site posts, which any web page can make a visitor's browser
    // send, must not lock the form for everyone behind that visitor's address. Posts caught by the
    // honeypot count like any other, so quarantine fills no faster than the inbox.
    const retryAfter = options.limiter.hit(rateLimitKey(address));
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return fail(c, 429, "Too many requests. Please try again later.");
    }

    // A filled honeypot is most likely a bot, but may be a visitor's autofill: a valid post gets
    // the success answer, as a bot must not learn it was caught, and is kept in quarantine (never
    // emailed) for the owner to release. An invalid one is answered with its field errors like any
    // other, so a person whose autofill filled the hidden field can correct it and send again;
    // the answer never depends on the honeypot.
    const spam = fields.get("bot-field") ? "honeypot" : null;
    const result = validateContact(Object.fromEntries(fields));
    if (!result.ok) return invalid(c, result.errors);

    const page = clip(refererPath(c.req.header("referer")), 200);
    const lead = {
      ...result.data,
      subject: emailSubject(result.data.company),
      sourcePage: clip(fields.get("source"), 200) ?? page,
      // A post without JavaScript names no intent: the form's default request.
      intent: contactIntentOf(fields.get("intent")),
      page,
      receivedAt: new Date(now()).toISOString(),
      userAgent: clip(c.req.header("user-agent"), 500),
      clientAddress: address,
    };
    try {
      const store = () => (spam ? options.leads.addSpam(lead, spam) : options.leads.add(lead));
      await whileLocked(store, AbortSignal.timeout(STORE_LOCK_WAIT_MS), () =>
        log(
          `contact: the database is locked by another process; trying again for up to ${STORE_LOCK_WAIT_MS / 1000} s`,
        ),
      );
      if (spam) return received(c);
    } catch (error) {
      // A full disk, a locked or read-only database: the visitor is told to try again, and the
      // log says why without the lead's contents.
      const code = (error as { code?: unknown }).code;
      log(`contact: lead not stored (${typeof code === "string" ? code : String(error)})`);
      c.header("Retry-After", String(STORE_RETRY_AFTER_S));
      return fail(c, 503, "The form could not be saved just now. Please try again in a minute.");
    }
    options.onLeadStored?.();
    return received(c);
  });
}
