import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { type ContactErrors, emailSubject, validateContact } from "../app/features/contact/schema";
import type { LeadStore } from "./leads";
import type { RateLimiter } from "./rate-limit";

/** Node bindings; absent when a test calls `app.request()` without them. */
export type ServerEnv = { Bindings: Partial<HttpBindings> };

export const MAX_BODY_BYTES = 16 * 1024;
const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface ContactOptions {
  leads: LeadStore;
  limiter: RateLimiter;
  /** Take the client address from the first X-Forwarded-For entry (behind a reverse proxy). */
  trustProxy: boolean;
  onLeadStored?: () => void;
  now?: () => number;
}

function clientAddress(c: Context<ServerEnv>, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : "";
  return forwarded || c.env?.incoming?.socket?.remoteAddress || null;
}

const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");

function fail(c: Context, status: 400 | 413 | 415 | 429, message: string) {
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

/** Reads at most `limit` bytes; returns null (and stops reading) as soon as the body is larger. */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
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

const clip = (text: string | null | undefined, max: number) => text?.slice(0, max) || null;

/** POST /: the contact form (the same request Netlify Forms accepts on a static host). */
export function contactRoutes(options: ContactOptions) {
  const now = options.now ?? Date.now;
  return new Hono<ServerEnv>().post("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const address = clientAddress(c, options.trustProxy);
    const retryAfter = options.limiter.hit(address ?? "unknown");
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return fail(c, 429, "Too many requests. Please try again later.");
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
    const body = await readLimited(c.req.raw.body, MAX_BODY_BYTES);
    if (!body) return tooLarge();

    const fields = await parseForm(contentType, body);
    if (!fields) return fail(c, 400, "The form data could not be read.");
    if (fields.get("form-name") !== "contact") return fail(c, 400, "Unknown form.");
    // A filled honeypot is a bot: it gets the success answer and nothing is stored.
    if (fields.get("bot-field")) return received(c);

    const result = validateContact(Object.fromEntries(fields));
    if (!result.ok) return invalid(c, result.errors);

    options.leads.add({
      ...result.data,
      subject: emailSubject(result.data.company),
      sourcePage: clip(fields.get("source")?.trim(), 200) ?? refererPath(c.req.header("referer")),
      receivedAt: new Date(now()).toISOString(),
      userAgent: clip(c.req.header("user-agent"), 500),
      clientAddress: address,
    });
    options.onLeadStored?.();
    return received(c);
  });
}
