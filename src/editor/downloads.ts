/**
 * The free PDFs' words in the content editor (src/content/downloads.json), as
 * src/collections/downloads/schema.ts declares.
 */
import { downloadsFields } from "~/collections/downloads/schema";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const downloadsEditor = dataFile(
  "Free downloads",
  "src/content/downloads",
  editorFields(downloadsFields),
);
