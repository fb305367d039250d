/**
 * Contact openers are plain buttons with HTML invoker commands: they open the contact dialog
 * natively, before the island has hydrated or without JavaScript. Their data attributes name the
 * opener (the dialog's heading) and the source tag; src/features/contact/openers.ts passes them on.
 */
import type { ContactIntentKey } from "./contact-intent";

export const CONTACT_DIALOG_ID = "contact-dialog";

/** The contact opener a click landed on, if any. */
export const openerOf = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest<HTMLButtonElement>(`button[commandfor="${CONTACT_DIALOG_ID}"]`)
    : null;

/**
 * What an opener tells the dialog: the heading to show, where the lead came from and what the
 * visitor asks for. Only the intent's key travels: its wording stays out of the shell script.
 */
export interface ContactOpener {
  label: string;
  source: string;
  intent: ContactIntentKey;
  /** The event a registration or a recording request is for. */
  event?: OpenerEvent;
  /** The pricing package a package's button asks about, its name as on /pricing. */
  package?: string;
}

/** An event as the success view names it, with its calendar file. */
export interface OpenerEvent {
  title: string;
  /** As the page shows it: "March 14, 2024", "April 16-18, 2024". */
  date: string;
  /** As the page shows it: "11:00 AM PT". */
  time: string;
  /** The path of its .ics file. */
  calendar: string;
}

/** The posted `event` field: the event's title and date as a person reads them. */
export const eventFieldValue = ({ title, date }: OpenerEvent) => `${title}, ${date}`;

/**
 * The dialog's heading for an opener's label: labels written in capitals for a button
 * ('GET STARTED') read as title case ('Get Started') in a heading.
 */
export const dialogHeading = (label: string) =>
  /[a-z]/.test(label)
    ? label
    : label
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());

/** Every button that opens the contact dialog (what island.ts watches for a visitor's intent). */
export const contactOpenerSelector = `button[commandfor="${CONTACT_DIALOG_ID}"][command="show-modal"]`;

export const closesContactDialog = { commandfor: CONTACT_DIALOG_ID, command: "close" } as const;

/** The attributes of a button that opens the contact dialog, recorded as a button click. */
export const contactOpener = ({ label, source, intent, event, package: name }: ContactOpener) =>
  ({
    commandfor: CONTACT_DIALOG_ID,
    command: "show-modal",
    "data-contact-label": label,
    "data-contact-source": source,
    "data-contact-intent": intent,
    "data-contact-event": event && JSON.stringify(event),
    "data-contact-package": name,
    "data-track-label": label,
    "data-track-location": source,
  }) as const;

// @types/react does not list the invoker attributes yet; React renders them as they are.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}
