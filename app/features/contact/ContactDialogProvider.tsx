import { createContext, type ReactNode, useContext, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { ContactDialog, type ContactDialogHandle, type ContactOpener } from "./ContactDialog";

interface ContactDialogApi {
  open: (opener: ContactOpener) => void;
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error("useContactDialog must be used inside <ContactDialogProvider>");
  return api;
}

/** Gives every opener the page's one contact dialog, which it renders after its children. */
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const dialog = useRef<ContactDialogHandle>(null);
  const api = useMemo<ContactDialogApi>(
    () => ({ open: (opener) => dialog.current?.open(opener) }),
    [],
  );
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      {/* Keyed by page: each page has its own form state, and another page starts fresh. */}
      <ContactDialog key={pathname} ref={dialog} />
    </ContactDialogContext.Provider>
  );
}
