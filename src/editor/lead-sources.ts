/**
 * The inbox's words for where a request came from, in the content editor, as
 * src/collections/lead-sources/schema.ts declares.
 */
import { leadSourcesFields } from "~/collections/lead-sources/schema";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const leadSourcesEditor = dataFile(
  "Where requests come from",
  "src/content/lead-sources",
  editorFields(leadSourcesFields),
);
