/**
 * The contact form's words in the content editor, as ./schema.ts declares them: one group per
 * request, and no way to add or remove one. Bundled for the browser: import nothing that reads files.
 */
import { dataFile } from "~/editor/keystatic-helpers";
import { editorFields } from "~/editor/model";
import { contactIntentsFields } from "./schema";

export const contactIntentsEditor = dataFile(
  "Contact form's words",
  "src/content/contact-intents",
  editorFields(contactIntentsFields),
);
