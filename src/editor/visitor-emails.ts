/**
 * The emails to visitors and the pages their links open, in the content editor, as
 * src/collections/visitor-emails/schema.ts declares them. Bundled for the browser: import nothing
 * that reads files.
 */
import { visitorEmailsFields } from "~/collections/visitor-emails/schema";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const visitorEmailsEditor = dataFile(
  "Emails to visitors",
  "src/content/visitor-emails",
  editorFields(visitorEmailsFields),
);
