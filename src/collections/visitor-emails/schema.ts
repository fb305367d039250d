/**
 * The emails our server sends a visitor, a group per request by the lead store's keys, and the
 * pages their links open (src/content/visitor-emails.json). A plain module.
 */
import { copy, copyLine, group } from "../model/fields";
import { recordRule } from "../model/rules";

const subject = copyLine({ label: "Subject" });
const body = copy({
  label: "The email's words",
  help: "After the greeting. An empty line starts a new paragraph.",
});
const button = (help: string) => copyLine({ label: "Button", help });

export const visitorEmailsFields = {
  greeting: copyLine({
    label: "Greeting",
    help: 'The visitor\'s first name and a comma follow: "Hi" reads "Hi Ada,".',
  }),
  signOff: copy({
    label: "Sign-off",
    help: "Under every email's words, one line each; the firm's name, phone and email follow it.",
  }),
  why: copy({
    label: "Why they got it",
    help: "The small print at the foot of every email: anyone can type an address into a form.",
  }),
  consultation: group(
    {
      subject,
      body,
      button: button("Opens the booking page (the company facts' booking link)."),
    },
    { label: "Free consultation" },
  ),
  guide: group(
    { subject, body },
    { label: "Free guide (the guide's PDF is linked under the words)" },
  ),
  download: group(
    { subject, body },
    { label: "Other free PDFs (their links are listed under the words)" },
  ),
  recording: group(
    {
      subject,
      body,
      button: button("Opens the event's recording link."),
      notYet: copy({
        label: "When the event has no recording link yet",
        help: "Said instead of the button.",
      }),
    },
    { label: "Event recording (the event's name follows the subject)" },
  ),
  register: group(
    {
      subject,
      body,
      when: copyLine({ label: "Before the date and time" }),
      where: copyLine({ label: "Before the place" }),
      calendar: copy({ label: "About the attached calendar file" }),
    },
    { label: "Event registration (the event's name follows the subject)" },
  ),
  subscribe: group(
    {
      subject,
      body,
      button: button("Confirms the subscription: until it is pressed, nothing else is sent."),
      expiry: copy({ label: "Under the button", help: "The link works for 7 days." }),
    },
    { label: "Subscribe to updates (asks to confirm)" },
  ),
  unsubscribe: copyLine({
    label: "Unsubscribe link",
    help: "At the foot of every email to a subscriber.",
  }),
  pages: group(
    {
      confirm: copyLine({ label: "Confirm: the heading" }),
      confirmLead: copy({ label: "Confirm: the words", help: "The address follows." }),
      confirmButton: copyLine({ label: "Confirm: the button" }),
      confirmed: copyLine({ label: "Confirmed: the heading" }),
      confirmedLead: copy({ label: "Confirmed: the words" }),
      unsubscribeLead: copy({ label: "Unsubscribe: the words", help: "The address follows." }),
      unsubscribeButton: copyLine({ label: "Unsubscribe: the button" }),
      unsubscribed: copyLine({ label: "Unsubscribed: the heading" }),
      unsubscribedLead: copy({ label: "Unsubscribed: the words" }),
      expired: copyLine({ label: "An expired link: the heading" }),
      expiredLead: copy({ label: "An expired link: the words" }),
      broken: copyLine({ label: "A link that does not work: the heading" }),
      brokenLead: copy({ label: "A link that does not work: the words" }),
      home: copyLine({ label: "The link back to the website" }),
    },
    { label: "The pages the links open" },
  ),
};

export const visitorEmailsSchema = recordRule(visitorEmailsFields);
