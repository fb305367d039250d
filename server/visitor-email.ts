/**
 * The email the visitor gets for each accepted request (docs/decisions/075-an-email-to-the-visitor.md): what
 * they asked for, in the words of "Emails to visitors" (src/content/visitor-emails.json), with the
 * firm's facts from src/content/site.json. From LEAD_NOTIFY_FROM in the firm's name, replies to the
 * firm, to the visitor's address alone. Nothing the visitor typed goes into a header, and only a
 * first name that reads as a name into the body: the form cannot make us write someone else's words.
 */
import type { SendMailOptions } from "nodemailer";
import { type ContactIntentKey, contactIntentOf } from "../src/collections/contact-intents";
import { completeGuide, downloads } from "../src/collections/downloads";
import { eventSchema } from "../src/collections/events/schema";
import { site } from "../src/collections/facts";
import { readRecords } from "../src/collections/records";
import { visitorEmails } from "../src/collections/visitor-emails";
import { eventDateText, eventIcs, isOnline, type SiteEvent } from "../src/features/events/events";
import { brandColors } from "../src/lib/brand-colors";
import { type EmailConfig, MAILBOX } from "./config";
import { asHeaderText, escapeHtml } from "./email";
import type { LeadPayload } from "./leads";
import { type LinkPurpose, signLink } from "./signed-links";

/** Where a link of the email points: the subscription's pages (server/subscriptions.ts). */
export const SUBSCRIPTION_PATHS: Record<LinkPurpose, string> = {
  confirm: "/subscription/confirm",
  unsubscribe: "/subscription/unsubscribe",
};

interface Link {
  label: string;
  href: string;
  /** A line under the link's label. */
  note?: string;
}

/** One email's parts, in reading order, before they are written as text and as HTML. */
interface VisitorMessage {
  subject: string;
  body: string;
  /** The event a registration or recording is for: its name, then label and value lines. */
  event?: { title: string; lines: [string, string][] };
  button?: Link;
  links?: Link[];
  /** Paragraphs after the button or the links. */
  after?: string;
  unsubscribe?: string;
  attachment?: { filename: string; content: string };
}

export interface VisitorEmailOptions {
  config: EmailConfig;
  /** The key that signs the confirm and unsubscribe links (signed-links.ts). */
  linkKey: Buffer;
  now: () => number;
}

const words = visitorEmails;

/**
 * The first name when it reads as one (letters, spaces, hyphens, apostrophes): no link, address or
 * sentence someone typed for another person to read.
 */
const NAME = /^\p{L}[\p{L}\p{M}' -]{0,39}$/u;
const greeting = (firstName: string) => {
  const name = firstName.trim();
  return NAME.test(name) ? `${words.greeting} ${name},` : `${words.greeting},`;
};

/** The event a request names ("title, date" as the page showed it), if it is still one of ours. */
function eventOf(lead: LeadPayload): SiteEvent | undefined {
  if (!lead.event) return undefined;
  return readRecords("src/content/events", eventSchema)
    .map(({ slug, data }) => ({ ...data, slug }))
    .find((event) => `${event.title}, ${eventDateText(event.start, event.end)}` === lead.event);
}

const eventLines = (event: SiteEvent): [string, string][] => [
  [
    words.register.when,
    `${eventDateText(event.start, event.end)}, ${event.time} (${event.duration})`,
  ],
  [words.register.where, isOnline(event) ? "Online" : event.location],
];

const pdfLink = (origin: string) => (download: (typeof downloads)[number]) => ({
  label: download.title,
  href: `${origin}${download.href}`,
  note: download.summary,
});

/** What each request's email says and links to. */
function message(
  intent: ContactIntentKey,
  lead: LeadPayload,
  link: (purpose: LinkPurpose) => string,
  origin: string,
): VisitorMessage {
  switch (intent) {
    case "consultation": {
      const { subject, body, button } = words.consultation;
      return { subject, body, button: { label: button, href: site.bookingUrl } };
    }
    case "guide":
      return { ...words.guide, links: [pdfLink(origin)(completeGuide)] };
    case "download":
      // The form does not say which PDF a button asked for: every one but the guide is linked.
      return {
        ...words.download,
        links: downloads.filter((item) => item !== completeGuide).map(pdfLink(origin)),
      };
    case "recording": {
      const { subject, body, button, notYet } = words.recording;
      const event = eventOf(lead);
      return {
        subject: event ? `${subject}: ${event.title}` : subject,
        body,
        event: event && { title: event.title, lines: [] },
        ...(event?.recording
          ? { button: { label: button, href: event.recording } }
          : { after: notYet }),
      };
    }
    case "register": {
      const { subject, body, calendar } = words.register;
      const event = eventOf(lead);
      if (!event) return { subject, body };
      return {
        subject: `${subject}: ${event.title}`,
        body,
        event: { title: event.title, lines: eventLines(event) },
        after: calendar,
        attachment: { filename: `${event.slug}.ics`, content: eventIcs(event, origin) },
      };
    }
    case "subscribe": {
      const { subject, body, button, expiry } = words.subscribe;
      return {
        subject,
        body,
        button: { label: button, href: link("confirm") },
        after: expiry,
        unsubscribe: link("unsubscribe"),
      };
    }
  }
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

const firmFacts = [site.phone, site.email, site.areaServed];
const firmLine = firmFacts.join(" · ");

function textBody(lead: LeadPayload, mail: VisitorMessage, origin: string) {
  const lines = [greeting(lead.firstName), "", ...paragraphs(mail.body).flatMap((p) => [p, ""])];
  if (mail.event) {
    lines.push(mail.event.title, ...mail.event.lines.map(([label, value]) => `${label} ${value}`));
    lines.push("");
  }
  if (mail.button) lines.push(`${mail.button.label}:`, mail.button.href, "");
  for (const item of mail.links ?? []) {
    lines.push(item.label, ...(item.note ? [item.note] : []), item.href, "");
  }
  if (mail.after) lines.push(...paragraphs(mail.after).flatMap((p) => [p, ""]));
  lines.push(words.signOff, "", site.name, firmLine, origin, "", "--", words.why);
  if (mail.unsubscribe) lines.push("", `${words.unsubscribe}: ${mail.unsubscribe}`);
  return `${lines.join("\n")}\n`;
}

const color = brandColors;
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const html = (text: string) => escapeHtml(text).replaceAll("\n", "<br>");
const htmlParagraphs = (text: string, style = "") =>
  paragraphs(text)
    .map((part) => `<p style="margin:0 0 16px;${style}">${html(part)}</p>`)
    .join("\n");

/** A button mail clients draw alike: a link in a table cell with its colour (no CSS needed). */
const htmlButton = ({ label, href }: Link) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>
<td style="background:${color["brand-700"]};border-radius:8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;${font};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${html(label)}</a></td>
</tr></table>`;

const htmlLink = ({ label, href, note }: Link) =>
  `<tr><td style="padding:12px 16px;border:1px solid ${color["brand-100"]};border-radius:8px;background:${color["brand-50"]}">
<a href="${escapeHtml(href)}" style="font-weight:600;color:${color["brand-800"]}">${html(label)}</a>${
    note ? `<br><span style="font-size:14px;color:${color.muted}">${html(note)}</span>` : ""
  }</td></tr>`;

function htmlBody(lead: LeadPayload, mail: VisitorMessage, origin: string) {
  const event = mail.event
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${color["brand-600"]};background:${color["brand-50"]}">
<p style="margin:0;font-weight:600">${html(mail.event.title)}</p>
${mail.event.lines
  .map(([label, value]) => `<p style="margin:4px 0 0">${html(label)} ${html(value)}</p>`)
  .join("\n")}
</div>`
    : "";
  const links = mail.links?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:separate;margin:0 0 16px">${mail.links.map(htmlLink).join('\n<tr><td style="height:12px"></td></tr>\n')}</table>`
    : "";
  const unsubscribe = mail.unsubscribe
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(mail.unsubscribe)}" style="color:${color.muted}">${html(words.unsubscribe)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;${font};font-size:16px;line-height:1.6;color:${color.ink}">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${color["brand-600"]};font-size:18px;font-weight:700;color:${color["brand-800"]}">${html(site.name)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px">${html(greeting(lead.firstName))}</p>
${htmlParagraphs(mail.body)}
${event}${mail.button ? htmlButton(mail.button) : ""}${links}
${mail.after ? htmlParagraphs(mail.after) : ""}
<p style="margin:24px 0 0">${html(words.signOff)}</p>
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e2e8f0;font-size:14px;color:${color.muted}">
<p style="margin:0;font-weight:600;color:${color.ink}">${html(site.name)}</p>
<p style="margin:0">${firmFacts.map((fact) => `<span style="white-space:nowrap">${html(fact)}</span>`).join(" · ")}</p>
<p style="margin:0 0 12px"><a href="${escapeHtml(origin)}" style="color:${color["brand-700"]}">${html(origin.replace(/^https?:\/\//, ""))}</a></p>
${htmlParagraphs(words.why, "font-size:13px")}${unsubscribe}
</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}

/** The email for one lead, to its address alone. */
export function visitorEmail(
  lead: LeadPayload,
  leadKey: string,
  { config, linkKey, now }: VisitorEmailOptions,
): SendMailOptions {
  const origin = config.siteUrl;
  const link = (purpose: LinkPurpose) =>
    `${origin}${SUBSCRIPTION_PATHS[purpose]}?token=${signLink(linkKey, purpose, leadKey, now())}`;
  const mail = message(contactIntentOf(lead.intent), lead, link, origin);
  const domain = config.from.slice(config.from.lastIndexOf("@") + 1);
  return {
    from: { name: asHeaderText(site.name), address: config.from },
    to: lead.email,
    envelope: { from: config.from, to: [lead.email] },
    replyTo: MAILBOX.test(site.email)
      ? { name: asHeaderText(site.name), address: site.email }
      : undefined,
    subject: asHeaderText(mail.subject),
    // The lead's key again: a send retried after a crash carries the same id.
    messageId: `<visitor-${leadKey}@${domain}>`,
    // RFC 8058: a mail provider's "Unsubscribe" POSTs to the link, with no page in between.
    headers: mail.unsubscribe
      ? {
          "List-Unsubscribe": `<${mail.unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : undefined,
    text: textBody(lead, mail, origin),
    html: htmlBody(lead, mail, origin),
    attachments: mail.attachment && [
      { ...mail.attachment, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}
