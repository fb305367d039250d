/** The inbox's words for where a request came from, in the content editor, as ./schema.ts declares. */
import { dataFile } from "~/editor/keystatic-helpers";
import { editorFields } from "~/editor/model";
import { leadSourcesFields } from "./schema";

export const leadSourcesEditor = dataFile(
  "Where requests come from",
  "src/content/lead-sources",
  editorFields(leadSourcesFields),
);
