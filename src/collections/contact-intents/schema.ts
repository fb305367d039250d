/**
 * The contact intents' words (src/content/contact-intents.json): the keys are the names buttons and
 * the lead store use, so the editor changes the words, never the keys. A plain module.
 */
import { group, multiselect, paragraph, text } from "../model/fields";
import { recordRule } from "../model/rules";

/** One request's words. */
const contactIntentFields = {
  leadIn: paragraph({ label: "Under the form's heading", help: "What the visitor is asking for." }),
  submit: text({ label: "Send button" }),
  name: text({
    label: "The request's name",
    help: "How this request is named in your notification email and in the inbox.",
  }),
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
  success: text({ label: "After sending: the first line", help: "What the visitor got." }),
  successDetail: paragraph({ label: "After sending: the next line", help: "What comes next." }),
  nextStep: text({
    optional: true,
    label: "After sending: the next-step button",
    help: "Shown for a consultation (it opens your booking page) and an event registration (it adds the event to a calendar); leave it empty for no button.",
  }),
};

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
