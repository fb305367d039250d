/**
 * Lead notification by email (decision 014): one message per lead to the company's own inbox, sent
 * from the outbox through nodemailer. Reply-To is the visitor, so the owner answers with one click.
 */
import { createTransport, type SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { type ContactIntentKey, contactIntentOf } from "../src/collections/contact-intents";
import { type EmailConfig, MAILBOX } from "./config";
import { fieldText, leadFields } from "./lead-fields";
import type { LeadPayload } from "./leads";
import type { Deliver } from "./outbox";

const pacificTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  dateStyle: "full",
  timeStyle: "long",
});

/** The received time as the owner reads it: Pacific time, with PST or PDT. */
export const inPacificTime = (iso: string) => pacificTime.format(new Date(iso));

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what a header must not hold
const HEADER_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
/** One line for a header: line breaks and other controls become a space. */
const headerText = (text: string) => text.replace(HEADER_BREAKERS, " ").trim();

/**
 * A visitor's text for a header, as text. nodemailer passes a valid RFC 2047 encoded-word through
 * as already encoded, so "=?UTF-8?Q?Acme=0D=0A?=" typed into the form would reach the owner's mail
 * client decoded (a line break, a NUL, a right-to-left override). A value holding "=?" is
 * therefore encoded here, whole: decoded once, as every client does, it is what was typed.
 */
export const asHeaderText = (text: string) => {
  const line = headerText(text);
  return line.includes("=?") ? encodeWord(line, "Q", 52) : line;
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/**
 * The email's lines (the table's fields marked for it, labelled as the owner reads them, in order;
 * an empty one says so or is left out) and its blocks (the description, without the ROI summary,
 * which is a line of its own).
 */
function emailFields(lead: LeadPayload) {
  const fields: [label: string, value: string][] = [];
  const blocks: [label: string, value: string][] = [];
  for (const field of leadFields.filter((item) => item.email && !item.private)) {
    const text = fieldText(field, lead);
    const value = text && field.kind === "time" ? inPacificTime(text) : text || field.empty;
    if (value === undefined) continue;
    (field.kind === "long" ? blocks : fields).push([field.label, value]);
  }
  return { fields, blocks };
}

function textBody(lead: LeadPayload) {
  const { fields, blocks } = emailFields(lead);
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  return [
    "A new lead from the website's contact form.",
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...blocks.flatMap(([label, value]) => ["", label, value]),
    "",
    `Reply to this email to answer ${lead.firstName} directly.`,
    `Lead ${lead.id}; \`npm run leads\` on the server lists every lead.`,
    "",
  ].join("\n");
}

function htmlBody(lead: LeadPayload) {
  const { fields, blocks } = emailFields(lead);
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>A new lead from the website's contact form.</p>
<table style="border-collapse:collapse">
${rows}
</table>
${blocks
  .map(
    ([label, value]) => `<h2 style="font-size:1rem;margin:1.5em 0 0.25em">${escapeHtml(label)}</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(value)}</p>`,
  )
  .join("\n")}
<p style="color:#475569">Reply to this email to answer ${escapeHtml(lead.firstName)} directly. Lead ${lead.id}.</p>
</body></html>
`;
}

const withEvent = (lead: LeadPayload) =>
  lead.event ? `${lead.event} - ${lead.company}` : lead.company;

/**
 * Each request's subject, so the owner's mail list tells a download from a consultation. The
 * form's own subject (the specification's, the same for every request) stays in the body.
 */
const subjects: Record<ContactIntentKey, (lead: LeadPayload) => string> = {
  consultation: (lead) =>
    lead.package ? `${lead.package} package: ${lead.company}` : `Consultation: ${lead.company}`,
  guide: (lead) => `Guide download: ${lead.company}`,
  download: (lead) => `PDF download: ${lead.company}`,
  // A subscriber is a mailing-list address more than a company.
  subscribe: (lead) => `Newsletter: ${lead.email}`,
  register: (lead) => `Event registration: ${withEvent(lead)}`,
  recording: (lead) => `Recording request: ${withEvent(lead)}`,
};

/** The notification's subject: what the lead asked for, then who asked (a consultation by default). */
export const notificationSubject = (lead: LeadPayload) =>
  subjects[contactIntentOf(lead.intent)](lead);

/**
 * The notification for one lead. Recipients come from the configuration alone (the envelope is
 * explicit), and every value from the visitor is escaped in the HTML and made one line where it
 * goes into a header; an address that is not a plain mailbox gets no Reply-To.
 */
export function leadEmail(lead: LeadPayload, leadKey: string, config: EmailConfig) {
  const domain = config.from.slice(config.from.lastIndexOf("@") + 1);
  return {
    from: config.from,
    to: config.to,
    envelope: { from: config.from, to: config.to },
    replyTo: MAILBOX.test(lead.email)
      ? { name: asHeaderText(`${lead.firstName} ${lead.lastName}`), address: lead.email }
      : undefined,
    subject: asHeaderText(notificationSubject(lead)),
    // Derived from the lead's key: a retried send carries the same id, so it is recognisable.
    messageId: `<lead-${leadKey}@${domain}>`,
    text: textBody(lead),
    html: htmlBody(lead),
  };
}

/** The SMTP transport for a configuration: STARTTLS when offered on smtp://, TLS on smtps://. */
export const smtpTransport = (config: EmailConfig) =>
  createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    dnsTimeout: config.timeoutMs,
  });

/** One line for the log and the outbox's last_error: the error code, the SMTP reply code, the message. */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const prefix = [typeof code === "string" ? code : error.name, responseCode]
    .filter(Boolean)
    .join(" ");
  return `${prefix}: ${headerText(error.message)}`.slice(0, 300);
}

/** The promise, or a rejection as soon as the signal aborts (the promise is then left to settle). */
function unlessStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error("stopped"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The message an outbox row becomes: the owner's notification, or the visitor's email. */
export type Compose = (lead: LeadPayload, leadKey: string) => SendMailOptions;

/**
 * Emails each lead (by default to the configured inbox); delivered once the SMTP server accepted
 * it.
 */
export function emailDelivery(
  config: EmailConfig,
  compose: Compose = (lead, leadKey) => leadEmail(lead, leadKey, config),
): { deliver: Deliver; close(): void } {
  const transport = smtpTransport(config);
  const deliver: Deliver = async (row, signal) => {
    const lead = JSON.parse(row.payload) as LeadPayload;
    try {
      // Given up when a stop's grace is over: the row stays pending, even if this send still gets
      // through, and its Message-ID marks the one sent again at the next start as the same lead.
      const info = await unlessStopped(transport.sendMail(compose(lead, row.leadKey)), signal);
      return info.accepted.length > 0 ? null : "no recipient was accepted";
    } catch (error) {
      return describeSmtpError(error);
    }
  };
  return { deliver, close: () => transport.close() };
}
