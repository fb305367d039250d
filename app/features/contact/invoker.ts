/**
 * HTML invoker commands: a button with these attributes opens the contact dialog natively, so the
 * form is reachable before the JavaScript has loaded, or without it. Openers still call
 * `useContactDialog().open(...)`, which opens the dialog first and sets its heading and source.
 */
export const CONTACT_DIALOG_ID = "contact-dialog";

export const opensContactDialog = { commandfor: CONTACT_DIALOG_ID, command: "show-modal" } as const;

export const closesContactDialog = { commandfor: CONTACT_DIALOG_ID, command: "close" } as const;

// @types/react does not list the invoker attributes yet; React renders them as they are.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}
