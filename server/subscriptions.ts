/**
 * The pages a subscriber's links open (double opt-in, docs/decisions/075-an-email-to-the-visitor.md): the
 * confirm link and the unsubscribe link of the visitor's email, each signed (signed-links.ts), no
 * sign-in. A GET only shows a page with a button, since mail scanners open every link they see;
 * the POST acts. The unsubscribe link also takes the one-click POST of RFC 8058, which a mail
 * provider sends from its own "Unsubscribe" button.
 */
import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { site } from "../src/collections/facts";
import { visitorEmails } from "../src/collections/visitor-emails";
import { brandColors } from "../src/lib/brand-colors";
import type { ServerEnv } from "./contact";
import type { Db } from "./db/database";
import { escapeHtml } from "./email";
import { type LinkPurpose, readLink } from "./signed-links";
import { SUBSCRIPTION_PATHS } from "./visitor-email";

export interface SubscriptionOptions {
  db: Db;
  linkKey: Buffer;
  now?: () => number;
}

const words = visitorEmails.pages;

const css = `body{margin:0;padding:10vh 1rem;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${brandColors.ink};background:#f1f5f9}
main{max-width:32rem;margin:0 auto;padding:1.5rem;background:#fff;border-radius:12px;border-top:4px solid ${brandColors["brand-600"]}}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}p{margin:0 0 1rem}form{margin:0 0 1.5rem}
.brand{margin-bottom:.5rem;font-weight:700;color:${brandColors["brand-800"]}}main>:last-child{margin-bottom:0}
button{font:inherit;font-weight:600;color:#fff;background:${brandColors["brand-700"]};border:0;border-radius:8px;padding:.75rem 1.5rem;min-height:44px;cursor:pointer}
button:hover,button:focus-visible{background:${brandColors["brand-800"]}}a{color:${brandColors["brand-700"]}}`;
// The page's one style, allowed by its hash: no script, no other source, forms post here only.
const csp = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(css).digest("base64")}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function page(c: Context, status: 200 | 400 | 410, heading: string, content: string) {
  c.header("Content-Security-Policy", csp);
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title><style>${css}</style></head>
<body><main><p class="brand">${escapeHtml(site.name)}</p><h1>${escapeHtml(heading)}</h1>
${content}
<p><a href="/">${escapeHtml(words.home)}</a></p></main></body></html>
`,
    status,
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A subscription lead as its links find it. */
interface Subscription {
  id: number;
  email: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export function subscriptionRoutes(options: SubscriptionOptions) {
  const { db, linkKey } = options;
  const now = options.now ?? Date.now;
  const find = db.prepare<[string], Subscription>(
    `SELECT id, email, confirmed_at AS confirmedAt, unsubscribed_at AS unsubscribedAt
     FROM leads WHERE lead_key = ? AND intent = 'subscribe' AND spam IS NULL`,
  );
  const history = db.prepare<[number, string, string, string]>(
    "INSERT INTO lead_history (lead_id, at, actor, event) VALUES (?, ?, ?, ?)",
  );
  const setConfirmed = db.prepare<[string, number]>(
    "UPDATE leads SET confirmed_at = coalesce(confirmed_at, ?), unsubscribed_at = NULL WHERE id = ?",
  );
  const setUnsubscribed = db.prepare<[string, number]>(
    "UPDATE leads SET unsubscribed_at = ? WHERE id = ?",
  );
  // Each change once, with its line in the lead's history: a second press changes nothing.
  const confirm = db.transaction((lead: Subscription) => {
    if (lead.confirmedAt && !lead.unsubscribedAt) return;
    const at = new Date(now()).toISOString();
    setConfirmed.run(at, lead.id);
    history.run(lead.id, at, "the subscriber", "Subscription confirmed");
  });
  const unsubscribe = db.transaction((lead: Subscription) => {
    if (lead.unsubscribedAt) return;
    const at = new Date(now()).toISOString();
    setUnsubscribed.run(at, lead.id);
    history.run(lead.id, at, "the subscriber", "Unsubscribed: the subscription ended");
  });

  const unsubscribed = (c: Context) =>
    page(c, 200, words.unsubscribed, paragraph(words.unsubscribedLead));

  /** The subscription the request's link names, or the page that answers without one. */
  function subscriptionOf(c: Context, purpose: LinkPurpose) {
    const read = readLink(linkKey, purpose, c.req.query("token") ?? "", now());
    if (read === "expired" && purpose === "confirm") {
      return { answer: page(c, 410, words.expired, paragraph(words.expiredLead)) };
    }
    const lead = read && read !== "expired" ? find.get(read) : undefined;
    // A true link whose lead is gone (erased, or past its retention) has nothing left to end.
    if (!lead && purpose === "unsubscribe" && read && read !== "expired") {
      return { answer: unsubscribed(c) };
    }
    if (!lead) return { answer: page(c, 400, words.broken, paragraph(words.brokenLead)) };
    return { lead };
  }

  /** The page a link opens: what pressing its button does, to which address. */
  const ask = (purpose: LinkPurpose, heading: string, lead: string, button: string, end: string) =>
    new Hono<ServerEnv>().get(SUBSCRIPTION_PATHS[purpose], (c) => {
      const { answer, lead: subscription } = subscriptionOf(c, purpose);
      if (answer) return answer;
      // The form posts to this very address, token included.
      const action = `${SUBSCRIPTION_PATHS[purpose]}?token=${encodeURIComponent(c.req.query("token") ?? "")}`;
      return page(
        c,
        200,
        heading,
        `<p>${escapeHtml(lead)} <strong>${escapeHtml(subscription.email)}</strong>${end}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(button)}</button></form>`,
      );
    });

  return new Hono<ServerEnv>()
    .route("/", ask("confirm", words.confirm, words.confirmLead, words.confirmButton, "."))
    .route(
      "/",
      ask(
        "unsubscribe",
        words.unsubscribeButton,
        words.unsubscribeLead,
        words.unsubscribeButton,
        "?",
      ),
    )
    .post(SUBSCRIPTION_PATHS.confirm, (c) => {
      const { answer, lead } = subscriptionOf(c, "confirm");
      if (answer) return answer;
      confirm(lead);
      return page(c, 200, words.confirmed, paragraph(words.confirmedLead));
    })
    .post(SUBSCRIPTION_PATHS.unsubscribe, (c) => {
      const { answer, lead } = subscriptionOf(c, "unsubscribe");
      if (answer) return answer;
      unsubscribe(lead);
      return unsubscribed(c);
    });
}
