/**
 * The events collection in the content editor: src/content/events/*.json, as
 * src/collections/events/schema.ts declares.
 */
import { collection } from "@keystatic/core";
import { eventFields } from "~/collections/events/schema";
import { editorFields } from "./model";

export const eventsEditor = collection({
  label: "Events",
  path: "src/content/events/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title"],
  schema: editorFields(eventFields),
});
