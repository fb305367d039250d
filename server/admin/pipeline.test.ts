import { createElement } from "react";
import { afterAll, describe, expect, it } from "vitest";
import { makeFixture, storedLead } from "../../tests/support/fixture";
import { type Db, openDatabase } from "../db/database";
import { LeadStore, type NewLead } from "../leads";
import { InboxStore } from "./inbox-store";
import { PipelinePage } from "./pipeline";
import { type Pipeline, pipelineOf, seattleMonday } from "./pipeline-data";
import { render } from "./shell";

const fixture = makeFixture();
afterAll(() => fixture.remove());

/** Saturday, November 28, 2026, noon in Seattle (PST): the week of Monday, November 23. */
const NOW = Date.parse("2026-11-28T20:00:00Z");
const signed = { email: "owner@example.com", csrfToken: "token", permissions: ["leads" as const] };

function storeOf(leads: Partial<NewLead>[], spam: Partial<NewLead>[] = []) {
  const db = openDatabase(fixture.dbPath());
  const store = new LeadStore(db, { channels: [] });
  for (const lead of leads) store.add(storedLead(lead));
  for (const lead of spam) store.addSpam(storedLead(lead), "honeypot");
  return db;
}

/** The weeks as "Mon D: total (request count, ...)", oldest first, for a readable comparison. */
const weekLines = (pipeline: Pipeline) =>
  pipeline.weeks.map((week) => {
    const day = new Date(week.monday * 86_400_000).toISOString().slice(5, 10);
    const requests = Object.entries(week.byRequest)
      .filter(([, count]) => count > 0)
      .map(([key, count]) => `${key} ${count}`);
    return `${day}: ${week.total}${requests.length ? ` (${requests.join(", ")})` : ""}`;
  });

describe("the pipeline's numbers", () => {
  it("count the inbox's leads per Seattle week, Monday to Sunday, by request, over 12 weeks, a subscription once confirmed", () => {
    const db = storeOf(
      [
        // Monday 00:30 in Seattle: this week.
        { receivedAt: "2026-11-23T08:30:00Z", intent: "consultation", package: "Growth" },
        // Sunday 23:30 in Seattle, already Monday in UTC: last week.
        { receivedAt: "2026-11-23T07:30:00Z", intent: "guide" },
        { receivedAt: "2026-11-28T19:00:00Z", intent: "subscribe" },
        // Either side of the first Monday after the clocks went back (PST, UTC-8).
        { receivedAt: "2026-11-02T07:30:00Z", intent: "register" },
        { receivedAt: "2026-11-02T08:30:00Z", intent: "recording" },
        // The first of the 12 weeks (PDT, UTC-7): Monday 00:30 counts, Sunday 23:30 is too old.
        { receivedAt: "2026-09-07T07:30:00Z", intent: "download" },
        { receivedAt: "2026-09-07T06:30:00Z", intent: "consultation" },
        // Stored before leads named their request.
        { receivedAt: "2026-10-14T18:00:00Z", intent: null },
      ],
      [{ receivedAt: "2026-11-24T18:00:00Z", intent: "consultation" }],
    );
    // A lead the owner moved to Spam is not counted either.
    const store = new LeadStore(db, { channels: [] });
    const moved = store.add(storedLead({ receivedAt: "2026-11-25T18:00:00Z", intent: "guide" }));
    new InboxStore(db).moveToSpam(moved, "owner@example.com");
    // A subscription counts once its address confirmed it: the first is, this one never was.
    store.add(storedLead({ receivedAt: "2026-11-27T18:00:00Z", intent: "subscribe" }));
    db.prepare(
      "UPDATE leads SET confirmed_at = received_at WHERE intent = 'subscribe' AND received_at = ?",
    ).run("2026-11-28T19:00:00Z");

    const pipeline = pipelineOf(db, NOW);
    expect(weekLines(pipeline)).toEqual([
      "09-07: 1 (download 1)",
      "09-14: 0",
      "09-21: 0",
      "09-28: 0",
      "10-05: 0",
      "10-12: 1 (unknown 1)",
      "10-19: 0",
      "10-26: 1 (register 1)",
      "11-02: 1 (recording 1)",
      "11-09: 0",
      "11-16: 1 (guide 1)",
      "11-23: 2 (consultation 1, subscribe 1)",
    ]);
    expect(pipeline.total).toBe(7);
    db.close();
  });

  it("name the pages the leads were sent from, most first, the rest added up", () => {
    const pages = ["/pricing", "/pricing", "/pricing", "/", "/", "/blog"];
    const db = storeOf([
      ...pages.map((page) => ({ page, receivedAt: "2026-11-20T18:00:00Z" })),
      // Sent without script: the form names the page's path instead of a button.
      { page: null, sourcePage: "/process-audit", receivedAt: "2026-11-21T18:00:00Z" },
      // The browser did not say where from.
      { page: null, sourcePage: "hero", receivedAt: "2026-11-21T18:00:00Z" },
      // Too old for the 12 weeks: not counted anywhere.
      { page: "/about-us", receivedAt: "2026-08-01T18:00:00Z" },
    ]);
    expect(pipelineOf(db, NOW).pages).toEqual([
      { name: "Pricing", count: 3 },
      { name: "Home", count: 2 },
      { name: "Blog", count: 1 },
      { name: "Process Audit", count: 1 },
      { name: null, count: 1 },
    ]);
    db.close();

    const many = storeOf(
      ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h", "/i"].map((page, index) => ({
        page,
        receivedAt: `2026-11-2${index % 5}T18:00:00Z`,
      })),
    );
    const top = pipelineOf(many, NOW).pages;
    expect(top).toHaveLength(8);
    expect(top.at(-1)).toEqual({ name: "Other pages", count: 2 });
    many.close();
  });

  it("put a moment in the week of its Seattle Monday", () => {
    const monday = (iso: string) =>
      new Date(seattleMonday(Date.parse(iso)) * 86_400_000).toISOString().slice(0, 10);
    expect(monday("2026-11-23T07:59:59Z")).toBe("2026-11-16");
    expect(monday("2026-11-23T08:00:00Z")).toBe("2026-11-23");
    expect(monday("2026-03-09T06:59:59Z")).toBe("2026-03-02");
    expect(monday("2026-03-09T07:00:00Z")).toBe("2026-03-09");
  });
});

describe("the pipeline page", () => {
  const page = (db: Db) =>
    render(createElement(PipelinePage, { signed, pipeline: pipelineOf(db, NOW) }));

  it("draws each chart as one labelled image with its numbers in a table for screen readers", () => {
    const db = storeOf([
      { receivedAt: "2026-11-23T18:00:00Z", intent: "consultation", page: "/pricing" },
      { receivedAt: "2026-11-24T18:00:00Z", intent: "guide", page: "/pricing" },
      { receivedAt: "2026-11-17T18:00:00Z", intent: "guide", page: "/" },
    ]);
    const html = page(db);
    expect(
      html.match(/<svg class="chart" role="img" aria-labelledby="[\w-]+ [\w-]+"/g),
    ).toHaveLength(2);
    expect(html).toContain(
      '<title id="weekly-title">Leads per week for the last 12 weeks, by request</title>',
    );
    expect(html).toContain(
      '<desc id="weekly-desc">3 leads from the week of Sep 7 to the week of Nov 23: 2 this week, 1 last week; the most, 2, in the week of Nov 23.</desc>',
    );
    expect(html).toContain(
      '<tr><th scope="row">week of Nov 23</th><td>1</td><td>1</td><td>2</td></tr>',
    );
    expect(html).toContain('<tr><th scope="row">Pricing</th><td>2</td></tr>');
    expect(html).toContain(
      '<dt>This week</dt><dd><a href="/admin?from=2026-11-23&amp;to=2026-11-29" aria-label="This week: 2 leads">2</a></dd>',
    );
    expect(html).toContain(
      '<dt>Last week</dt><dd><a href="/admin?from=2026-11-16&amp;to=2026-11-22" aria-label="Last week: 1 lead">1</a></dd>',
    );
    // No script, no inline style: the inbox's policy allows neither.
    expect(html).not.toMatch(/<script|\sstyle=/);
    db.close();
  });

  it("counts the 12 weeks' leads by status, each figure a link to those leads", () => {
    const db = storeOf([
      { receivedAt: "2026-11-23T18:00:00Z" },
      { receivedAt: "2026-11-24T18:00:00Z" },
      { receivedAt: "2026-10-01T18:00:00Z" },
      { receivedAt: "2026-11-25T18:00:00Z" },
      // Older than the 12 weeks: not counted.
      { receivedAt: "2026-01-05T18:00:00Z" },
    ]);
    const inbox = new InboxStore(db);
    inbox.setStatus(1, "won", "owner@example.com");
    inbox.setStatus(2, "lost", "owner@example.com");
    inbox.setStatus(3, "won", "owner@example.com");
    inbox.setStatus(5, "won", "owner@example.com");
    expect(pipelineOf(db, NOW).byStatus).toEqual({
      new: 1,
      contacted: 0,
      qualified: 0,
      won: 2,
      lost: 1,
    });
    const html = page(db);
    expect(html).toContain(
      '<dt>Won</dt><dd><a href="/admin?status=won&amp;from=2026-09-07&amp;to=2026-11-29" aria-label="Won: 2 leads">2</a></dd>',
    );
    expect(html).toContain(
      '<dt>Lost</dt><dd><a href="/admin?status=lost&amp;from=2026-09-07&amp;to=2026-11-29" aria-label="Lost: 1 lead">1</a></dd>',
    );
    db.close();
  });

  it("says so when no lead has come in the 12 weeks", () => {
    const db = storeOf([{ receivedAt: "2026-01-05T18:00:00Z" }]);
    const html = page(db);
    expect(html).toContain("No leads yet in the last 12 weeks");
    expect(html).not.toContain("<svg");
    db.close();
  });
});
