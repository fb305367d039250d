/** The events collection in the content editor: src/content/events/*.json, as ./schema.ts declares. */
import { collection } from "@keystatic/core";
import { editorFields } from "~/editor/model";
import { eventFields } from "./schema";

export const eventsEditor = collection({
  label: "Events",
  path: "src/content/events/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title"],
  schema: editorFields(eventFields),
});
