import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** What an opener tells the dialog: the heading to show and where the lead came from. */
export interface ContactOpener {
  label: string;
  source: string;
}

interface ContactDialogApi {
  open: (opener: ContactOpener) => void;
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error("useContactDialog must be used inside <ContactDialogProvider>");
  return api;
}

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [, setOpener] = useState<ContactOpener | null>(null);
  const open = useCallback((opener: ContactOpener) => setOpener(opener), []);
  const api = useMemo(() => ({ open }), [open]);
  return <ContactDialogContext.Provider value={api}>{children}</ContactDialogContext.Provider>;
}
