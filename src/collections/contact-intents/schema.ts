/**
 * The contact intents' words (src/content/contact-intents.json), declared once for the check and
 * the content editor (listed in ../content-types.ts): what a visitor asks for when a button opens
 * the contact form. One group of words per intent; the keys are the names buttons and the lead
 * store use, so the editor changes the words, never the keys. A plain module.
 */
import { group, multiselect, paragraph, text } from "../model/fields";
import { recordRule } from "../model/rules";

/** One request's words. */
const contactIntentFields = {
  /** The line under the dialog's heading. */
  leadIn: paragraph({ label: "Under the form's heading", help: "What the visitor is asking for." }),
  /** The submit button's label. */
  submit: text({ label: "Send button" }),
  /** The request as the owner reads it in the notification email and the lead list. */
  name: text({
    label: "The request's name",
    help: "How this request is named in your notification email and in the inbox.",
  }),
  /** The optional fields of the form this request asks for (the required ones always show). */
  fields: multiselect(
    [
      { label: "Phone", value: "phone" },
      { label: "What would you like to automate?", value: "description" },
    ],
    {
      label: "Optional fields the form shows",
      help: "Name, company and email are always asked for.",
    },
  ),
  /** The success view's first line: what this request got. */
  success: text({ label: "After sending: the first line", help: "What the visitor got." }),
  /** The success view's next line: what comes next for this request. */
  successDetail: paragraph({ label: "After sending: the next line", help: "What comes next." }),
  /** The success view's link to the next step, where the request has one. */
  nextStep: text({
    optional: true,
    label: "After sending: the next-step button",
    help: "Shown for a consultation (it opens your booking page) and an event registration (it adds the event to a calendar); leave it empty for no button.",
  }),
};

export const contactIntentSchema = recordRule(contactIntentFields);

const request = (label: string) => group(contactIntentFields, { label });

/** The intents by the key buttons and the lead store name them; the editor changes their words. */
export const contactIntentsFields = {
  consultation: request("Free consultation (the usual request)"),
  guide: request("Free guide"),
  download: request("Other free PDFs"),
  subscribe: request("Subscribe to updates"),
  recording: request("Event recording"),
  register: request("Event registration"),
};

export const contactIntentsSchema = recordRule(contactIntentsFields);
