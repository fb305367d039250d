/** Where the contact dialog is rendered at build and hydrated in the browser, and with what prefix. */

/** The element the dialog is rendered into at build (PageLayout.astro) and hydrated in. */
export const CONTACT_ISLAND_ID = "contact-island";

/**
 * React's prefix for `useId` values in the dialog, the same at build and in the browser, so the
 * hydrated tree's ids match the server's whatever else the page renders with React.
 */
export const contactIdentifierPrefix = "contact-";
