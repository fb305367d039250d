/** The free PDFs' words in the content editor (src/content/downloads.json), as ./schema.ts declares. */
import { dataFile } from "../editor-fields";
import { editorFields } from "../model/editor";
import { downloadsFields } from "./schema";

export const downloadsEditor = dataFile(
  "Free downloads",
  "src/content/downloads",
  editorFields(downloadsFields),
);
