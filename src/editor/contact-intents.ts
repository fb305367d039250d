/**
 * The contact form's words in the content editor, as src/collections/contact-intents/schema.ts
 * declares them: one group per request, and no way to add or remove one. Bundled for the browser:
 * import nothing that reads files.
 */

import { contactIntentsFields } from "~/collections/contact-intents/schema";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const contactIntentsEditor = dataFile(
  "Contact form's words",
  "src/content/contact-intents",
  editorFields(contactIntentsFields),
);
