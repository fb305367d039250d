/**
 * Part of the shell script: tells the contact dialog which opener was pressed. Before the island
 * has hydrated it writes the heading, the hidden fields (source, intent, event, package) and shows
 * the fields the request uses itself, so a form sent then (the no-JS path) still carries them;
 * afterwards the island takes the event. Where a browser lacks invoker commands, it also opens and
 * closes the dialog.
 */
import type { ContactIntentKey } from "~/collections/contact-intents";
import {
  CONTACT_DIALOG_ID,
  type ContactOpener,
  dialogHeading,
  eventFieldValue,
  type OpenerEvent,
  openerOf,
} from "~/components/ui/invoker";

export const OPENER_EVENT = "contact-opener";

/** Set on the dialog by the island once it has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * From now on, each opener pressed tells the dialog about itself. `pressedBefore` is an opener
 * pressed before this ran (the shell starts after the first paint): if it opened the dialog, the
 * dialog learns of it now.
 */
export function forwardContactOpeners(root: Document, pressedBefore: HTMLButtonElement | null) {
  const supportsInvokers = "commandForElement" in HTMLButtonElement.prototype;
  const dialogOf = () => {
    const dialog = root.getElementById(CONTACT_DIALOG_ID);
    return dialog instanceof HTMLDialogElement ? dialog : null;
  };
  const earlyDialog = dialogOf();
  if (pressedBefore && earlyDialog?.open) tellDialog(earlyDialog, pressedBefore);
  root.addEventListener("click", (event) => {
    const button = openerOf(event.target);
    const dialog = dialogOf();
    if (!button || !dialog) return;
    tellDialog(dialog, button);
    if (supportsInvokers) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close") dialog.close();
  });
}

function tellDialog(dialog: HTMLDialogElement, button: HTMLButtonElement) {
  const { contactLabel, contactSource, contactIntent, contactEvent, contactPackage } =
    button.dataset;
  if (contactLabel === undefined) return;
  announceOpener(dialog, {
    label: contactLabel,
    source: contactSource ?? "",
    // Written at build by contactOpener(); the island checks them before it uses them.
    intent: contactIntent as ContactIntentKey,
    event: contactEvent ? (JSON.parse(contactEvent) as OpenerEvent) : undefined,
    package: contactPackage,
  });
}

function announceOpener(dialog: HTMLDialogElement, opener: ContactOpener) {
  if (dialog.hasAttribute(HYDRATED_ATTRIBUTE)) {
    dialog.dispatchEvent(new CustomEvent<ContactOpener>(OPENER_EVENT, { detail: opener }));
    return;
  }
  const { intent } = opener;
  dialog.dataset.opener = JSON.stringify(opener);
  const heading = dialog.querySelector("h2");
  if (heading) heading.textContent = dialogHeading(opener.label);
  // The dialog's HTML holds every intent's lead-in and submit label (ContactDialog.tsx); one shows.
  for (const text of dialog.querySelectorAll<HTMLElement>("[data-intent]")) {
    text.hidden = text.dataset.intent !== intent;
  }
  // An optional field shows, and is sent, only for the requests that use it (ContactForm.tsx).
  for (const field of dialog.querySelectorAll<HTMLElement>("[data-intents]")) {
    const unused = !field.dataset.intents?.split(" ").includes(intent);
    field.hidden = unused;
    for (const control of field.querySelectorAll<HTMLInputElement>("input, textarea")) {
      control.disabled = unused;
    }
  }
  // A field without a value is not sent: the server records the page then, and no empty event.
  for (const [name, value] of [
    ["source", opener.source],
    ["intent", intent],
    ["event", opener.event ? eventFieldValue(opener.event) : ""],
    ["package", opener.package ?? ""],
  ] as const) {
    const field = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (field) {
      field.value = value;
      field.disabled = !value;
    }
  }
}

/** The opener the dialog was last given before hydration, if any (read by the island). */
export function openerBeforeHydration(dialog: HTMLElement | null): ContactOpener | undefined {
  const opener = dialog?.dataset.opener;
  return opener === undefined ? undefined : (JSON.parse(opener) as ContactOpener);
}
