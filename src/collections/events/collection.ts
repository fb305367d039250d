/** The `events` content collection as the pages use it (build time only: `astro:content`). */
import { getCollection } from "astro:content";

/** Each event's record with its file name (`SiteEvent` of src/features/events/events.ts). */
export const getEvents = async () =>
  (await getCollection("events")).map((entry) => ({ ...entry.data, slug: entry.id }));
