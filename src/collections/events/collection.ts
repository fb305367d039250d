/** The `events` content collection as the pages use it (build time only: `astro:content`). */
import { getCollection } from "astro:content";
import type { SiteEvent } from "~/features/events/events";

export async function getEvents(): Promise<SiteEvent[]> {
  return (await getCollection("events")).map((entry) => ({ ...entry.data, slug: entry.id }));
}
