/**
 * The pipeline's numbers: the inbox's leads (spam and unconfirmed subscriptions left out) per
 * week for the last 12 weeks, by request, and the pages they were sent from. Weeks are Seattle's
 * (America/Los_Angeles), Monday to Sunday, so a lead sent on a Sunday evening in Seattle counts in
 * that week whatever UTC says.
 */
import { type ContactIntentKey, contactIntents } from "../../src/collections/contact-intents";
import type { Db } from "../db/database";
import { pageName, type Status, statuses } from "../lead-fields";
import { FIRM_TIME_ZONE } from "../time-zone";

export const PIPELINE_WEEKS = 12;
/** The pages chart names this many pages; the others are added up in one bar. */
export const TOP_PAGES = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The leads the pipeline counts, in SQL: a subscription only once its address confirmed it. */
export const COUNTED = "(intent IS NOT 'subscribe' OR confirmed_at IS NOT NULL)";

/** A request as the chart groups it: an intent, or "unknown" for leads stored before intents. */
export type RequestKey = ContactIntentKey | "unknown";
export const requestKeys = [...Object.keys(contactIntents), "unknown"] as RequestKey[];

export interface PipelineWeek {
  /** The week's Monday: days since 1970-01-01, as a calendar date (no time zone). */
  monday: number;
  byRequest: Record<RequestKey, number>;
  total: number;
}

export interface PageCount {
  /** The page's name, "Other pages", or null when the browser did not say. */
  name: string | null;
  count: number;
}

export interface Pipeline {
  /** Oldest first; the last is the week that holds `now`. */
  weeks: PipelineWeek[];
  /** Most leads first. */
  pages: PageCount[];
  /** The leads of the 12 weeks by the status they have now. */
  byStatus: Record<Status, number>;
  total: number;
}

const seattleDate = new Intl.DateTimeFormat("en-US", {
  timeZone: FIRM_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The Seattle calendar day a moment falls on, as days since 1970-01-01. */
export function seattleDay(time: number): number {
  const parts = Object.fromEntries(
    seattleDate.formatToParts(time).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS;
}

/** The Monday of the Seattle week a moment falls in (1970-01-01 was a Thursday). */
export const seattleMonday = (time: number) => {
  const day = seattleDay(time);
  return day - ((day + 3) % 7);
};

/** A day number as a date at UTC midnight, to format as a calendar date in UTC. */
export const dayDate = (day: number) => new Date(day * DAY_MS);

/** A day number as YYYY-MM-DD, and back: how a period is written in the inbox's links. */
export const dayText = (day: number) => dayDate(day).toISOString().slice(0, 10);
export const dayNumber = (text: string) => Date.parse(`${text}T00:00:00Z`) / DAY_MS;

/**
 * The moment a Seattle day starts: 07:00 UTC in summer time, else 08:00 (the clocks change at
 * 2 AM, so midnight is always there once).
 */
export function seattleMidnight(day: number): number {
  const summer = day * DAY_MS + 7 * 60 * 60 * 1000;
  return seattleDay(summer) === day ? summer : summer + 60 * 60 * 1000;
}

const emptyCounts = () =>
  Object.fromEntries(requestKeys.map((key) => [key, 0])) as Record<RequestKey, number>;

const requestKey = (intent: string | null): RequestKey =>
  intent && Object.hasOwn(contactIntents, intent) ? (intent as ContactIntentKey) : "unknown";

/** The page a lead was sent from: its Referer, else the path a form sent without script named. */
const pagePath = (row: { page: string | null; sourcePage: string | null }) =>
  row.page ?? (row.sourcePage?.startsWith("/") ? row.sourcePage : null);

function topPages(counts: Map<string | null, number>): PageCount[] {
  const ranked = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.name === null) - Number(b.name === null) ||
        (a.name ?? "").localeCompare(b.name ?? ""),
    );
  if (ranked.length <= TOP_PAGES) return ranked;
  const others = ranked.slice(TOP_PAGES - 1).reduce((sum, page) => sum + page.count, 0);
  return [...ranked.slice(0, TOP_PAGES - 1), { name: "Other pages", count: others }];
}

/** The pipeline of the 12 Seattle weeks up to the one that holds `now`. */
export function pipelineOf(db: Db, now: number): Pipeline {
  const thisMonday = seattleMonday(now);
  const firstMonday = thisMonday - 7 * (PIPELINE_WEEKS - 1);
  const weeks: PipelineWeek[] = Array.from({ length: PIPELINE_WEEKS }, (_, index) => ({
    monday: firstMonday + 7 * index,
    byRequest: emptyCounts(),
    total: 0,
  }));
  // A day before the first Monday in UTC is sure to hold the first Seattle midnight; the exact
  // week of each lead is worked out below.
  const since = new Date((firstMonday - 1) * DAY_MS).toISOString();
  const rows = db
    .prepare<
      [string],
      {
        intent: string | null;
        page: string | null;
        sourcePage: string | null;
        receivedAt: string;
        status: Status;
      }
    >(
      `SELECT intent, page, source_page AS sourcePage, received_at AS receivedAt, status
       FROM leads WHERE spam IS NULL AND received_at >= ? AND ${COUNTED}`,
    )
    .all(since);
  const pages = new Map<string | null, number>();
  const byStatus = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  let total = 0;
  for (const row of rows) {
    const week = weeks[(seattleMonday(Date.parse(row.receivedAt)) - firstMonday) / 7];
    if (!week) continue;
    week.byRequest[requestKey(row.intent)] += 1;
    week.total += 1;
    byStatus[row.status] += 1;
    total += 1;
    const path = pagePath(row);
    const name = path === null ? null : pageName(path);
    pages.set(name, (pages.get(name) ?? 0) + 1);
  }
  return { weeks, pages: topPages(pages), byStatus, total };
}
