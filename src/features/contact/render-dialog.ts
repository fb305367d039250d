/** The contact dialog's HTML, rendered at build as React renders it for hydration (hydrate-dialog.tsx). */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ContactDialog } from "./ContactDialog";
import { contactIdentifierPrefix } from "./dialog-root";

export const renderContactDialog = () =>
  renderToString(createElement(ContactDialog), { identifierPrefix: contactIdentifierPrefix });
