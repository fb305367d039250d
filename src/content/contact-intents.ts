/**
 * What a visitor asks for when a button opens the contact form. The form shows the specification's
 * required fields for every request and the optional ones the request uses; the line under the
 * dialog's heading and the submit button say what this request is, the success view leads with
 * what this request gets (then keeps the specification's promise), and the notification email and
 * the lead store name it.
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
  /** The optional fields of the form this request asks for (the required ones always show). */
  fields: readonly ("phone" | "description")[];
  /** The success view's first line: what this request got. */
  success: string;
  /** The success view's next line: what comes next for this request. */
  successDetail: string;
  /** The success view's link to the next step, where the request has one (its target is the dialog's). */
  nextStep?: string;
}

export const contactIntents = {
  consultation: {
    leadIn: "Tell us about your business and we will show you where automation pays off.",
    submit: "Request My Free Consultation",
    name: "Free consultation",
    fields: ["phone", "description"],
    success: "Your consultation request is in.",
    successDetail: "No need to wait for our email: pick a time for your call that suits you now.",
    nextStep: "Pick a time now",
  },
  guide: {
    leadIn: "Tell us who you are and the guide is yours to download as soon as you send this.",
    submit: "Send Me the Guide",
    name: "Free guide (download)",
    fields: [],
    success: "Your guide is ready.",
    successDetail:
      "Download it here. The link also stays beside the guide's buttons for the rest of your visit.",
  },
  download: {
    leadIn: "Tell us who you are and the PDF is yours to download as soon as you send this.",
    submit: "Send Me the PDF",
    name: "Free PDF (download)",
    fields: [],
    success: "Your PDF is ready.",
    successDetail:
      "Download it here. The link also stays beside its button for the rest of your visit.",
  },
  subscribe: {
    leadIn:
      "Leave your details and we will email you when there is something new. No sales sequence.",
    submit: "Subscribe",
    name: "Subscription to updates",
    fields: [],
    success: "You are subscribed.",
    successDetail:
      "We will email you each new article and each new webinar or event as we announce it: two emails a month at most, never a sales sequence, and every one has an unsubscribe link.",
  },
  recording: {
    leadIn: "Tell us where to send it and we will email you the recording of this session.",
    submit: "Request the Recording",
    name: "Event recording",
    fields: [],
    success: "Your recording request is in.",
    successDetail: "We will email you the recording of this session.",
  },
  register: {
    leadIn: "Save your free seat: we will confirm it and email you the joining details.",
    submit: "Register",
    name: "Event registration",
    fields: [],
    success: "Your seat is requested.",
    successDetail: "We will confirm it by email and send you the joining details.",
    nextStep: "Add to calendar",
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
