import type contactIntentsFile from "~/content/contact-intents.json";

/** What a visitor asks for: a request's key in src/content/contact-intents.json (its words). */
export type ContactIntentKey = keyof typeof contactIntentsFile;

/** What a button without an intent asks for, and a form sent without one (no JavaScript). */
export const defaultIntent = "consultation" satisfies ContactIntentKey;
