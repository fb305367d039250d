/**
 * The contact form's words for each request in the content editor (src/content/contact-intents.json),
 * with the rules of ./schema.ts. The requests themselves are fixed: buttons and the lead store name
 * them, so the entry has one group of words per request and no way to add or remove one. Bundled
 * for the browser: import nothing that reads files.
 */
import { fields } from "@keystatic/core";
import { dataFile, optional, plainText } from "../editor-fields";

const request = (label: string) =>
  fields.object(
    {
      leadIn: plainText("Under the form's heading", "What the visitor is asking for.", true),
      submit: plainText("Send button"),
      name: plainText(
        "The request's name",
        "How this request is named in your notification email and in the inbox.",
      ),
      fields: fields.multiselect({
        label: "Optional fields the form shows",
        description: "Name, company and email are always asked for.",
        options: [
          { label: "Phone", value: "phone" },
          { label: "What would you like to automate?", value: "description" },
        ],
      }),
      success: plainText("After sending: the first line", "What the visitor got."),
      successDetail: plainText("After sending: the next line", "What comes next.", true),
      nextStep: fields.text({
        label: "After sending: the next-step button",
        description:
          "Shown for a consultation (it opens your booking page) and an event registration (it adds the event to a calendar); leave it empty for no button.",
        validation: optional,
      }),
    },
    { label },
  );

export const contactIntentsEditor = dataFile(
  "Contact form's words",
  "src/content/contact-intents",
  {
    consultation: request("Free consultation (the usual request)"),
    guide: request("Free guide"),
    download: request("Other free PDFs"),
    subscribe: request("Subscribe to updates"),
    recording: request("Event recording"),
    register: request("Event registration"),
  },
);
