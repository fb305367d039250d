/** The events collection in the content editor: src/content/events/*.json, as schema.ts. */
import { collection, fields } from "@keystatic/core";
import { eventIconComponents } from "~/components/ui/event-icons";
import { optional, options, required } from "../editor-fields";
import { iconField } from "../icon-field";
import { eventTypes } from "./schema";
import { whenField } from "./when-field";

export const eventsEditor = collection({
  label: "Events",
  path: "src/content/events/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: required },
      slug: {
        label: "File name",
        description: 'The date and a short name: "2025-10-09-ai-agents".',
      },
    }),
    when: whenField({
      label: "When",
      description:
        "On Seattle's clock, from wherever you edit. Leave the last day empty for a one-day event; over several days, the times are each day's. The site shows \"11:00 AM PT\" and the length, and works out PDT or PST.",
    }),
    speaker: fields.text({
      label: "Speaker",
      description: "{founder} and {founderTitle} stand for the founder's name and title.",
      validation: required,
    }),
    type: fields.select({ label: "Type", options: options(eventTypes), defaultValue: "Webinar" }),
    icon: iconField({ label: "Icon", icons: eventIconComponents, defaultValue: "zap" }),
    location: fields.text({
      label: "Location",
      description: '"online", or the city, e.g. "Seattle, WA".',
      validation: required,
    }),
    description: fields.text({ label: "Description", multiline: true, validation: required }),
    recordingNote: fields.text({
      label: "Recording note",
      description: "Shown once the event is past, e.g. what the recording covers. Optional.",
      multiline: true,
      validation: optional,
    }),
  },
});
