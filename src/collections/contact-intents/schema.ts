/**
 * The contact intents' words (src/content/contact-intents.json): what a visitor asks for when a
 * button opens the contact form. One entry per intent; the keys are the names buttons and the lead
 * store use, so the editor changes the words, never the keys. A plain module.
 */
import { z } from "astro/zod";
import { requiredText as text } from "../schema-rules";

export const contactIntentSchema = z
  .object({
    /** The line under the dialog's heading. */
    leadIn: text,
    /** The submit button's label. */
    submit: text,
    /** The request as the owner reads it in the notification email and the lead list. */
    name: text,
    /** The optional fields of the form this request asks for (the required ones always show). */
    fields: z.array(z.enum(["phone", "description"])),
    /** The success view's first line: what this request got. */
    success: text,
    /** The success view's next line: what comes next for this request. */
    successDetail: text,
    /** The success view's link to the next step, where the request has one. */
    nextStep: text.optional(),
  })
  .strict();

/** The intents by the key buttons and the lead store name them; the editor changes their words. */
export const contactIntentsSchema = z
  .object({
    consultation: contactIntentSchema,
    guide: contactIntentSchema,
    download: contactIntentSchema,
    subscribe: contactIntentSchema,
    recording: contactIntentSchema,
    register: contactIntentSchema,
  })
  .strict();
