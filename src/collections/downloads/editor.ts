/** The free PDFs' words in the content editor (src/content/downloads.json), as ./schema.ts declares. */
import { dataFile } from "~/editor/keystatic-helpers";
import { editorFields } from "~/editor/model";
import { downloadsFields } from "./schema";

export const downloadsEditor = dataFile(
  "Free downloads",
  "src/content/downloads",
  editorFields(downloadsFields),
);
