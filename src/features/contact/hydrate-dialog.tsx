/** The contact dialog's hydration: React and the form, loaded only on a visitor's intent (island.ts). */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ContactDialog } from "./ContactDialog";

/** Hydrates the dialog the build rendered into `island`, as a transition (it yields to input). */
export function hydrateContactDialog(island: Element, identifierPrefix: string) {
  startTransition(() => {
    hydrateRoot(island, <ContactDialog />, { identifierPrefix });
  });
}
