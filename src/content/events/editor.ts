/** The events collection in the content editor: src/content/events/*.json, fields as in schema.ts. */
import { collection, fields } from "@keystatic/core";
import { options, required } from "../editor-fields";
import { eventIcons, eventTypes } from "./schema";

/**
 * An event's start and end: a Pacific date-time with its offset written out, as the files and
 * the schema have them. Not Keystatic's datetime field, which reads the browser's local time and
 * writes UTC ("…T18:00:00.000Z").
 */
const pacificDateTime = (label: string) =>
  fields.text({
    label,
    description:
      'Pacific time with its offset: "2024-03-14T11:00:00-07:00" (PDT) or "-08:00" (PST).',
    validation: {
      isRequired: true,
      pattern: {
        regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?-0[78]:00$/,
        message: 'must be a Pacific date-time like "2024-03-14T11:00:00-07:00"',
      },
    },
  });

export const eventsEditor = collection({
  label: "Events",
  path: "src/content/events/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title", "start"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { isRequired: true } },
      slug: {
        label: "File name",
        description: 'The date and a short name: "2025-10-09-ai-agents".',
      },
    }),
    start: pacificDateTime("Starts"),
    end: pacificDateTime("Ends"),
    time: fields.text({
      label: "Time as shown",
      description: '"11:00 AM PT" or "9:00 AM - 4:30 PM PT daily".',
      validation: required,
    }),
    duration: fields.text({ label: "Duration", validation: required }),
    speaker: fields.text({
      label: "Speaker",
      description: "{founder} and {founderTitle} stand for the founder's name and title.",
      validation: required,
    }),
    type: fields.select({
      label: "Type",
      options: options(eventTypes),
      defaultValue: "Webinar",
    }),
    icon: fields.select({ label: "Icon", options: options(eventIcons), defaultValue: "zap" }),
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
    }),
  },
});
