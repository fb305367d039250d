/**
 * Each event's "Add to calendar" file, /events/<slug>.ics, made at build from src/content/events.
 * Every event gets one, past ones too: the page shows the link whenever the visitor's clock says
 * the event is still to come.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getEvents } from "~/collections/events/collection";
import { eventIcs, type SiteEvent } from "~/features/events/events";
import { siteOrigin } from "~/lib/origin";

export const getStaticPaths = (async () =>
  (await getEvents()).map((event) => ({
    params: { slug: event.slug },
    props: { event },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ event: SiteEvent }> = ({ props }) =>
  new Response(eventIcs(props.event, siteOrigin), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
