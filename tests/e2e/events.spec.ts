import { readFile } from "node:fs/promises";
import { webinarsEventsPage } from "../../src/collections/page-copy";
import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  expectOpenerSendsSource,
  heroOf,
  hydrateContactIsland,
  main,
  region,
  watchProblems,
} from "./helpers";
import { expectFirstScreenHeldStill, recordLayoutShifts } from "./layout-shift";

const { eventLists } = webinarsEventsPage();
/** The upcoming list's intro while an event is upcoming: the text these checks look for. */
const upcomingIntro = eventLists.upcoming.intro;
if (!upcomingIntro) throw new Error("webinars-events.json: eventLists.upcoming.intro is empty");

/**
 * /webinars-events follows the visitor's calendar: the page is built today, when every event of
 * the spec is past, and the browser's clock decides what is upcoming. Today's view is checked by
 * pages.spec.ts (checks/resources.ts); here the clock is set back.
 */
const path = "/webinars-events";
const upcomingCards = (page: Parameters<typeof main>[0]) =>
  region(page, "Upcoming Events").locator("li[data-event-end]");
const pastSection = (page: Parameters<typeof main>[0]) =>
  main(page).locator("[data-event-section=past]");

test.describe("events by the visitor's date", () => {
  test("on 2024-03-01 all four spec events are upcoming, soonest first, with 'Register Now' and a calendar file", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.clock.install({ time: new Date("2024-03-01T09:00:00-08:00") });
    await recordLayoutShifts(page);
    await page.goto(path);

    const cards = upcomingCards(page);
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("time")).toHaveText([
      "March 14, 2024",
      "March 21, 2024",
      "March 28, 2024",
      "April 16-18, 2024",
    ]);
    await expect(pastSection(page)).toBeHidden();
    await expect(main(page).getByText(eventLists.noUpcoming)).toBeHidden();
    // The hero and the intro offer the seats.
    await expect(heroOf(page).getByRole("link", { name: "See Upcoming Events" })).toBeVisible();
    await expect(heroOf(page).getByRole("link", { name: "See Past Events" })).toBeHidden();
    await expect(main(page).getByText(upcomingIntro)).toBeVisible();
    await expect(main(page).getByText(eventLists.noUpcomingIntro)).toBeHidden();
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
      await expect(card.getByRole("button")).toHaveAccessibleName(`Register Now: ${title}`);
      await expect(card.getByRole("link", { name: `Add to calendar: ${title}` })).toBeVisible();
    }

    // The calendar file: iCalendar, the event's title and its start in UTC.
    const href = await cards
      .last()
      .getByRole("link", { name: /Add to calendar/ })
      .getAttribute("href");
    const ics = await page.request.get(href ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = await ics.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("SUMMARY:Pacific Northwest Business Automation Summit\r\n");
    expect(calendar).toContain("DTSTART:20240416T160000Z\r\n");
    expect(calendar).toContain("DTEND:20240418T233000Z\r\n");

    await page.clock.runFor(2000);
    await hydrateContactIsland(page);
    await expectFirstScreenHeldStill(page);
    await expectNoAxeViolations(page);
    await expect(cards.first().getByRole("button")).toBeVisible();
    await expectOpenerSendsSource(
      page,
      cards.first().getByRole("button"),
      "Register Now: Automation 101: Where Small Businesses Save the Most Time",
      "event",
      {
        intent: "register",
        event: "Automation 101: Where Small Businesses Save the Most Time, March 14, 2024",
        // The seat requested: the event's date and time, and its calendar file.
        onSuccess: async (dialog) => {
          await expect(dialog).toContainText("March 14, 2024, 11:00 AM PT");
          const calendar = dialog.getByRole("link", { name: "Add to calendar", exact: true });
          const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
          expect(download.suggestedFilename()).toBe("2024-03-14-automation-101.ics");
          const file = await readFile((await download.path()) ?? "", "utf8");
          expect(file).toContain(
            "SUMMARY:Automation 101: Where Small Businesses Save the Most Time\r\n",
          );
          expect(file).toContain("DTSTART:20240314T180000Z\r\n");
        },
      },
    );
    expect(problems).toEqual([]);
  });

  test("on 2024-03-25 the two March events that ended are past, the next two upcoming", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2024-03-25T12:00:00-07:00") });
    await page.goto(path);
    await expect(upcomingCards(page).getByRole("heading", { level: 3 })).toHaveText([
      "AI for Small Business: Practical Uses Without the Hype",
      "Pacific Northwest Business Automation Summit",
    ]);
    const past = region(page, "Past events").locator("li[data-event-end]");
    await expect(past.getByRole("heading", { level: 3 })).toHaveText([
      "From Spreadsheets to Automated Production Scheduling",
      "Automation 101: Where Small Businesses Save the Most Time",
    ]);
    await expect(past.getByRole("button")).toHaveText(Array(2).fill("Request the Recording"));
    await expect(upcomingCards(page).getByRole("button")).toHaveText(Array(2).fill("Register Now"));
  });

  test("once the last event has ended, the hero and the intro say so and lead to the recordings and the subscription", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2024-04-18T16:31:00-07:00") });
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(upcomingCards(page)).toHaveCount(0);
    await expect(heroOf(page).getByRole("link", { name: "See Upcoming Events" })).toBeHidden();
    await expect(main(page).getByText(upcomingIntro)).toBeHidden();
    await expect(main(page).getByText(eventLists.noUpcomingIntro)).toBeVisible();
    await expect(
      region(page, "Upcoming Events").getByRole("button", { name: "Subscribe to Updates" }),
    ).toBeVisible();
    await heroOf(page).getByRole("link", { name: "See Past Events" }).click();
    const past = region(page, "Past events");
    await expect(past.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(past.getByRole("button", { name: /^Request the Recording: / })).toHaveCount(4);
    await expectFirstScreenHeldStill(page);
  });

  test("an event is upcoming until it ends: the summit's last afternoon still offers 'Register Now'", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2024-04-18T16:29:00-07:00") });
    await page.goto(path);
    await expect(upcomingCards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Pacific Northwest Business Automation Summit",
    ]);
  });
});
