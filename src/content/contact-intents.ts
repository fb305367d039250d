/**
 * What a visitor asks for when a button opens the contact form. The form's fields and its success
 * message are the specification's whatever the request; the line under the dialog's heading and the
 * submit button say what this request is, and the notification email and the lead store name it.
 * A contact button names its intent next to its label (`intent` on a contact action); a button
 * without one asks for the consultation. This module goes into the contact island's bundle and the
 * server: plain data only.
 */
export interface ContactIntent {
  /** The line under the dialog's heading. */
  leadIn: string;
  /** The submit button's label. */
  submit: string;
  /** The request as the owner reads it in the notification email and the lead list. */
  name: string;
}

export const contactIntents = {
  consultation: {
    leadIn: "Tell us about your business and we will show you where automation pays off.",
    submit: "Request My Free Consultation",
    name: "Free consultation",
  },
  guide: {
    leadIn: "Tell us who you are and the guide is yours to download as soon as you send this.",
    submit: "Send Me the Guide",
    name: "Free guide (download)",
  },
  download: {
    leadIn: "Tell us who you are and the PDF is yours to download as soon as you send this.",
    submit: "Send Me the PDF",
    name: "Free PDF (download)",
  },
  subscribe: {
    leadIn:
      "Leave your details and we will email you when there is something new. No sales sequence.",
    submit: "Subscribe",
    name: "Subscription to updates",
  },
  recording: {
    leadIn: "Tell us where to send it and we will email you the recording of this session.",
    submit: "Request the Recording",
    name: "Event recording",
  },
  register: {
    leadIn: "Save your free seat: we will confirm it and email you the joining details.",
    submit: "Register",
    name: "Event registration",
  },
} as const satisfies Record<string, ContactIntent>;

export type ContactIntentKey = keyof typeof contactIntents;

/** What a button without an intent asks for, and a form sent without one (no JavaScript). */
export const defaultIntent = "consultation" satisfies ContactIntentKey;

/** The intent a request names, or the default for anything else (absent, unknown, tampered with). */
export const contactIntentOf = (value: unknown): ContactIntentKey =>
  typeof value === "string" && Object.hasOwn(contactIntents, value)
    ? (value as ContactIntentKey)
    : defaultIntent;

/** The request as the owner reads it; leads stored before requests were recorded have none. */
export const intentName = (intent: ContactIntentKey | null) =>
  intent ? contactIntents[intent].name : "not recorded";
