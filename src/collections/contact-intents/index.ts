/**
 * What a visitor asks for when a button opens the contact form. The form's fields and its success
 * message are the specification's whatever the request; the line under the dialog's heading and the
 * submit button say what this request is, and the notification email and the lead store name it.
 * A contact button names its intent next to its label (`intent` on a contact action); a button
 * without one asks for the consultation.
 *
 * The words are src/content/contact-intents.json, imported as they are: this module goes into the
 * contact island's bundle and the server, so it holds no schema; the build checks the file with
 * ./schema.ts (src/collections/facts/index.ts).
 */
import intentsFile from "~/content/contact-intents.json" with { type: "json" };

export const contactIntents = intentsFile;

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
