/** The contact dialog's hydration: React and the form, loaded only on a visitor's intent (island.ts). */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ContactDialog } from "./ContactDialog";
import { contactIdentifierPrefix } from "./dialog-root";

/**
 * Hydrates the dialog the build rendered into `island` (render-dialog.ts), as a transition: it
 * yields to the visitor's input.
 */
export function hydrateContactDialog(island: Element) {
  startTransition(() => {
    hydrateRoot(island, <ContactDialog />, { identifierPrefix: contactIdentifierPrefix });
  });
}
