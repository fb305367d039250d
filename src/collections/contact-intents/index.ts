/**
 * What a visitor asks for when a button opens the contact form (a contact action's `intent`, else
 * the consultation), in the words of src/content/contact-intents.json imported as they are: the
 * contact island bundles this module, so it holds no schema (the build checks the file, ../facts).
 */
import type { z } from "astro/zod";
import { type ContactIntentKey, defaultIntent } from "~/components/ui/contact-intent";
import intentsFile from "~/content/contact-intents.json" with { type: "json" };
import type { contactIntentsSchema } from "./schema";

// The keys and the default are the contact buttons' own; the words come with them from here.
export { type ContactIntentKey, defaultIntent };

// Typed as the schema's output: JSON imports widen lists to string[]; the build checks the file.
export const contactIntents = intentsFile as Record<ContactIntentKey, ContactIntent>;

/** The intent a request names, or the default for anything else (absent, unknown, tampered with). */
export const contactIntentOf = (value: unknown): ContactIntentKey =>
  typeof value === "string" && Object.hasOwn(contactIntents, value)
    ? (value as ContactIntentKey)
    : defaultIntent;

/** The request as the owner reads it; leads stored before requests were recorded have none. */
export const intentName = (intent: ContactIntentKey | null) =>
  intent ? contactIntents[intent].name : "not recorded";

/** One request's words, as ./schema.ts checks them. */
export type ContactIntent = z.output<typeof contactIntentsSchema>[ContactIntentKey];
