import type { Locator, Page } from "@playwright/test";
import type { ContactIntentKey } from "../../../src/collections/contact-intents";
import { webinarsEventsPage } from "../../../src/collections/page-copy";
import { expect } from "../fixtures";
import {
  expectOpenerSendsSource,
  heroOf,
  hydrateContactIsland,
  main,
  type OpenerRequest,
  region,
  sectionWith,
} from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

const { eventLists } = webinarsEventsPage();
/** The upcoming list's intro while an event is upcoming: the text these checks look for. */
const upcomingIntro = eventLists.upcoming.intro;
if (!upcomingIntro) throw new Error("webinars-events.json: eventLists.upcoming.intro is empty");

/**
 * The resource pages /automation-guide, /best-practices and /webinars-events (spec section 2
 * "Resource pages", section 3 "Event", section 4 contact openers). The spec's texts, figures and
 * labels are written out here rather than imported from the content modules: the checks are the
 * independent proof that the pages show what the spec says.
 */

/** A free PDF: its title and where it is served. */
interface FreePdf {
  title: string;
  href: string;
}

const completeGuide: FreePdf = {
  title: "The Complete Business Automation Guide",
  href: "/guides/complete-business-automation-guide.pdf",
};
const readinessAssessment: FreePdf = {
  title: "Automation Readiness Assessment",
  href: "/guides/automation-readiness-assessment.pdf",
};
const implementationChecklist: FreePdf = {
  title: "Automation Implementation Checklist",
  href: "/guides/automation-implementation-checklist.pdf",
};

/**
 * A contact button of a page: its accessible name, the dialog heading it sets, its source and the
 * request it makes.
 */
interface ContactButton {
  /** Accessible name (the visible label, or the label plus what it is for). */
  name: string;
  /** How many buttons on the page have this name. */
  count: number;
  source: string;
  intent: ContactIntentKey;
  /** The PDF it asks for: once sent, a notice beside every button of this name links to it. */
  keeps?: FreePdf;
}

const guideContactButtons: ContactButton[] = [
  // The spec's button, in the hero and the closing call to action.
  {
    name: "Download Complete Guide",
    count: 2,
    source: "resource",
    intent: "guide",
    keeps: completeGuide,
  },
  // The two additional resources that are sent rather than opened.
  {
    name: "Get the Readiness Assessment",
    count: 1,
    source: "resource",
    intent: "download",
    keeps: readinessAssessment,
  },
  {
    name: "Get the Implementation Checklist",
    count: 1,
    source: "resource",
    intent: "download",
    keeps: implementationChecklist,
  },
];

const bestPracticesContactButtons: ContactButton[] = [
  { name: "Get Expert Guidance", count: 2, source: "resource", intent: "consultation" },
];

/** Hero, the "nothing upcoming" note (today: every spec event is past) and the closing. */
const webinarsSubscribeButtons: ContactButton[] = [
  { name: "Subscribe to Updates", count: 3, source: "event", intent: "subscribe" },
];

const guideSections = [
  "Understanding Automation",
  "Getting Started",
  "Implementation Best Practices",
  "Technology Selection",
  "Strategic AI Integration",
];

/** The spec's seven best practices, in order (card titles may word them their own way). */
const bestPractices = [
  /start small/i,
  /change management/i,
  /data/i,
  /integrat/i,
  /monitor/i,
  /\bAI\b/,
  /security and compliance/i,
];

const eventTypes = ["Webinar", "Case Study Session", "Conference"];

/** Content built from templates never leaks a missing value. */
const expectNoLeakedValues = (page: Page) =>
  expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);

/** Summaries must be useful but short: one or two sentences of real text. */
function expectOneOrTwoSentences(text: string, what: string) {
  const sentences = text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.length > 0);
  expect(sentences.length, `${what}: "${text}"`).toBeGreaterThanOrEqual(1);
  expect(sentences.length, `${what}: "${text}"`).toBeLessThanOrEqual(2);
  expect(text.length, `${what} is a real summary`).toBeGreaterThanOrEqual(60);
  expect(text, what).toMatch(/[.!?]$/);
}

/** Every contact opener in the page's main content: exactly the expected names and counts. */
async function expectContactButtons(page: Page, expected: ContactButton[]) {
  const openers = main(page).locator('button[commandfor="contact-dialog"]');
  await expect(openers).toHaveCount(expected.reduce((sum, button) => sum + button.count, 0));
  for (const { name, count } of expected) {
    await expect(
      main(page).getByRole("button", { name, exact: true }),
      `buttons named ${name}`,
    ).toHaveCount(count);
  }
}

/** A button of the spec's label in the hero and again in the closing call to action. */
async function expectInHeroAndClosing(page: Page, name: string) {
  await expect(heroOf(page).getByRole("button", { name, exact: true })).toBeVisible();
  await expect(
    main(page).locator("section").last().getByRole("button", { name, exact: true }),
  ).toBeVisible();
}

/** Spec section 4: after 9 seconds the success view closes and the form is cleared. */
const successViewMs = 9_000;

/**
 * Lets the page's clock be moved on, so that several openers can send the form one after the
 * other on one load. Call it once, before the first send (it waits for the island first, so its
 * hydration runs on the real clock).
 */
async function controlClock(page: Page) {
  await hydrateContactIsland(page);
  await page.clock.install();
}

/**
 * `expectOpenerSendsSource`, then the 9 seconds of the success view run out on the clock. The
 * dialog keeps its success view until then even when closed earlier, so the next opener would
 * find no form; the clock (installed by `controlClock`) saves waiting those 9 seconds.
 */
async function expectSendsSourceAndClears(
  page: Page,
  opener: Locator,
  heading: string,
  source: string,
  request: OpenerRequest,
) {
  await expectOpenerSendsSource(page, opener, heading, source, request);
  await page.clock.runFor(successViewMs);
}

/**
 * Presses every one of these contact buttons in turn (the nth when several share a name): each
 * opens the form headed with its label and sends its source and its request.
 */
async function expectButtonsSendSource(page: Page, buttons: ContactButton[]) {
  for (const { name, count, source, intent } of buttons) {
    for (let index = 0; index < count; index++) {
      const button = main(page).getByRole("button", { name, exact: true }).nth(index);
      await expectSendsSourceAndClears(page, button, name, source, { intent });
    }
  }
}

/** Once sent, every button that asks for a PDF has a notice beside it that links to that PDF. */
async function expectKeptBesideButtons(page: Page, buttons: ContactButton[]) {
  for (const { name, keeps } of buttons) {
    if (!keeps) continue;
    for (const button of await main(page).getByRole("button", { name, exact: true }).all()) {
      const notice = button.locator("xpath=following-sibling::*[1]");
      await expect(notice, `beside '${name}'`).toHaveText(`Your download: Download ${keeps.title}`);
      await expect(notice.getByRole("link")).toHaveAttribute("href", keeps.href);
    }
  }
}

/** One interactive check for all the contact buttons of a page, on one load of it. */
function contactButtonsSend(buttons: ContactButton[]): PageCheck {
  const names = buttons
    .map(({ name, source, intent }) => `'${name}' (source '${source}', ${intent})`)
    .join(", ");
  const kept = buttons.some((button) => button.keeps)
    ? "; each PDF asked for then stays beside its buttons"
    : "";
  return {
    name: `every contact button opens the form headed with its label and sends its source and request: ${names}${kept}`,
    opensDialogs: true,
    run: async ({ page }) => {
      await controlClock(page);
      await expectButtonsSendSource(page, buttons);
      await expectKeptBesideButtons(page, buttons);
    },
  };
}

/** The closing "book a call" link opens the external scheduling page in a new tab. */
const bookingLinksCheck: PageCheck = {
  name: "booking links open the scheduling page in a new tab",
  run: async ({ page }) => {
    const links = main(page).locator('a[target="_blank"]');
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  },
};

const additionalResources = (page: Page) =>
  sectionWith(page, /readiness assessment/i).locator("ul > li");

/** Every event card, upcoming or past. */
const eventCards = (page: Page) => main(page).locator("li[data-event-end]");

/** The text of an event card's detail (dt holds the label, dd the value). */
const detail = (card: Locator, term: string) =>
  card
    .locator("dl > div")
    .filter({ has: card.page().getByText(term, { exact: true }) })
    .locator("dd");

export const checks: PageChecks = {
  "/automation-guide": [
    {
      name: "hero shows 50+ pages, 20+ tools and 100% free",
      run: async ({ page }) => {
        const hero = heroOf(page);
        await expect(hero.getByRole("definition")).toHaveText(["50+", "20+", "100%"]);
        await expect(hero.getByRole("term")).toHaveText([/pages/i, /tools/i, /free/i]);
        await expectNoLeakedValues(page);
      },
    },
    {
      name: "five guide sections, each with four topics and a one- or two-sentence summary",
      run: async ({ page }) => {
        const section = sectionWith(page, guideSections[0] ?? "");
        const groups = section.locator("ol > li");
        await expect(groups.getByRole("heading", { level: 3 })).toHaveText(guideSections);
        for (const title of guideSections) {
          const group = groups.filter({
            has: page.getByRole("heading", { level: 3, name: title, exact: true }),
          });
          await expect(group.getByRole("term"), `${title} topics`).toHaveCount(4);
          const topics = await group.getByRole("term").allTextContents();
          expect(new Set(topics).size, `${title}: four different topics`).toBe(4);
          const summaries = await group.getByRole("definition").allTextContents();
          expect(summaries).toHaveLength(4);
          for (const [index, summary] of summaries.entries()) {
            expectOneOrTwoSentences(summary, `${title} / ${topics[index]}`);
          }
        }
      },
    },
    {
      name: "four additional resources: the ROI calculator and case studies are linked",
      run: async ({ page }) => {
        const cards = additionalResources(page);
        await expect(cards).toHaveCount(4);
        await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
          /readiness assessment/i,
          /ROI calculator/i,
          /implementation checklist/i,
          /case study library/i,
        ]);
        await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", "/roi-calculator");
        await expect(cards.nth(3).getByRole("link")).toHaveAttribute(
          "href",
          "/manufacturing-automation",
        );
      },
    },
    {
      name: "its contact buttons are exactly the expected ones",
      run: async ({ page }) => {
        await expectContactButtons(page, guideContactButtons);
        await expectInHeroAndClosing(page, "Download Complete Guide");
      },
    },
    bookingLinksCheck,
    contactButtonsSend(guideContactButtons),
  ],

  "/best-practices": [
    {
      name: "hero says 6 practices and 5 mistakes, as the spec gives them",
      run: async ({ page }) => {
        const hero = heroOf(page);
        await expect(hero.getByRole("definition").nth(0)).toHaveText("6");
        await expect(hero.getByRole("term").nth(0)).toHaveText(/practices/i);
        await expect(hero.getByRole("definition").nth(1)).toHaveText("5");
        await expect(hero.getByRole("term").nth(1)).toHaveText(/mistakes/i);
        await expectNoLeakedValues(page);
      },
    },
    {
      name: "seven best-practice cards, each with a description",
      run: async ({ page }) => {
        const cards = sectionWith(page, /start small/i).locator("ul > li");
        await expect(cards).toHaveCount(7);
        await expect(cards.getByRole("heading", { level: 3 })).toHaveText(bestPractices);
        for (const card of await cards.all()) {
          const text = (await card.locator("p").textContent()) ?? "";
          expectOneOrTwoSentences(text, `practice ${await card.locator("h3").textContent()}`);
        }
      },
    },
    {
      name: "six common mistakes, each with its solution",
      run: async ({ page }) => {
        const mistakes = sectionWith(page, /broken process/i).locator("ul > li");
        await expect(mistakes).toHaveCount(6);
        const titles = await mistakes.getByRole("heading", { level: 3 }).allTextContents();
        expect(new Set(titles).size).toBe(6);
        for (const mistake of await mistakes.all()) {
          const solution = mistake.locator("p").filter({ hasText: /^Solution:/ });
          await expect(solution).toBeVisible();
          const text = ((await solution.textContent()) ?? "").replace(/^Solution:\s*/, "");
          expectOneOrTwoSentences(text, `solution of ${await mistake.locator("h3").textContent()}`);
        }
      },
    },
    {
      name: "its contact buttons are exactly the expected ones",
      run: async ({ page }) => {
        await expectContactButtons(page, bestPracticesContactButtons);
        await expectInHeroAndClosing(page, "Get Expert Guidance");
      },
    },
    bookingLinksCheck,
    contactButtonsSend(bestPracticesContactButtons),
  ],

  "/webinars-events": [
    {
      name: "the spec's four events: three in March 2024, a three-day conference in April 2024",
      run: async ({ page }) => {
        const cards = eventCards(page);
        await expect(cards).toHaveCount(4);

        const dates: string[] = [];
        const types: string[] = [];
        for (const card of await cards.all()) {
          const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
          expect(title.length, "event title").toBeGreaterThan(10);
          const date = (await detail(card, "Date").textContent()) ?? "";
          dates.push(date);
          await expect(detail(card, "Date").locator("time"), `${title} date`).toHaveAttribute(
            "datetime",
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[78]:00$/,
          );
          for (const term of ["Time", "Duration", "Speaker"]) {
            expect(
              ((await detail(card, term).textContent()) ?? "").trim(),
              `${title} ${term}`,
            ).not.toBe("");
          }
          await expect(detail(card, "Time"), `${title} time`).toHaveText(/\d{1,2}:\d{2} (AM|PM)/);
          expectOneOrTwoSentences((await card.locator("p").last().textContent()) ?? "", title);
          const found: string[] = [];
          for (const name of eventTypes) {
            if ((await card.getByText(name, { exact: true }).count()) > 0) found.push(name);
          }
          expect(found, `${title}: exactly one event type`).toHaveLength(1);
          types.push(found[0] ?? "");
        }

        const march = dates.filter((date) => /^March \d{1,2}, 2024$/.test(date));
        const april = dates.filter((date) => /^April \d{1,2}-\d{1,2}, 2024$/.test(date));
        expect(march, `dates ${dates.join(" | ")}`).toHaveLength(3);
        expect(april, `dates ${dates.join(" | ")}`).toHaveLength(1);
        const [, first, last] = /^April (\d+)-(\d+)/.exec(april[0] ?? "") ?? [];
        expect(Number(last) - Number(first) + 1, "the conference lasts three days").toBe(3);

        const conference = cards.filter({ hasText: april[0] ?? "" });
        await expect(conference.getByText("Conference", { exact: true })).toBeVisible();
        await expect(detail(conference, "Duration")).toHaveText(/3 days|three days/i);
        expect(new Set(types), "every event type of the spec is used").toEqual(new Set(eventTypes));
      },
    },
    {
      name: "follows the calendar: today nothing is upcoming, the four events are past, most recent first, each with 'Request the Recording'",
      run: async ({ page }) => {
        const upcoming = region(page, "Upcoming Events");
        await expect(upcoming.locator("li[data-event-end]")).toHaveCount(0);
        await expect(upcoming.getByText(eventLists.noUpcoming)).toBeVisible();
        await expect(
          upcoming.getByRole("button", { name: "Subscribe to Updates", exact: true }),
        ).toBeVisible();
        // The intro no longer offers a seat: it leads to the recordings and the subscription.
        await expect(upcoming.getByText(eventLists.noUpcomingIntro)).toBeVisible();
        await expect(upcoming.getByText(upcomingIntro)).toBeHidden();
        await expect(heroOf(page).getByRole("link", { name: "See Past Events" })).toBeVisible();

        const past = region(page, "Past events").locator("li[data-event-end]");
        await expect(past).toHaveCount(4);
        const starts = await past.evaluateAll((cards) =>
          cards.map((card) => Date.parse((card as HTMLElement).dataset.eventStart ?? "")),
        );
        expect(starts, "most recent first").toEqual([...starts].sort((a, b) => b - a));
        const titles = await past.getByRole("heading", { level: 3 }).allTextContents();
        expect(new Set(titles).size, "four different events").toBe(4);
        for (const [index, title] of titles.entries()) {
          const card = past.nth(index);
          await expect(card.getByRole("button")).toHaveText(["Request the Recording"]);
          await expect(card.getByRole("button")).toHaveAccessibleName(
            `Request the Recording: ${title}`,
          );
          await expect(card.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
        }
        await expect(main(page).getByRole("button", { name: /^Register Now/ })).toHaveCount(0);
      },
    },
    {
      name: "four event types",
      run: async ({ page }) => {
        const types = sectionWith(page, /^Webinars?$/).locator("ul > li");
        await expect(types).toHaveCount(4);
        const names = await types.getByRole("heading", { level: 3 }).allTextContents();
        for (const type of [/^Webinars?$/, /^Case Study Sessions?$/, /^Conferences?$/]) {
          expect(
            names.some((name) => type.test(name)),
            `${type} among ${names.join(", ")}`,
          ).toBe(true);
        }
        for (const type of await types.all()) {
          expectOneOrTwoSentences((await type.locator("p").textContent()) ?? "", "event type");
        }
      },
    },
    {
      name: "'Subscribe to Updates' in the hero and the closing call to action",
      run: async ({ page }) => {
        // Three subscribe buttons and the four past events' recordings, nothing else shown.
        const openers = main(page).locator('button[commandfor="contact-dialog"]:visible');
        await expect(openers).toHaveCount(7);
        await expect(
          main(page).getByRole("button", { name: "Subscribe to Updates", exact: true }),
        ).toHaveCount(3);
        await expect(
          main(page).getByRole("button", { name: /^Request the Recording: / }),
        ).toHaveCount(4);
        await expectInHeroAndClosing(page, "Subscribe to Updates");
      },
    },
    {
      name: "with nothing upcoming, the hero's link says so and leads to the past events",
      staysOnPage: true,
      run: async ({ page }) => {
        await expect(heroOf(page).getByRole("link", { name: "See Upcoming Events" })).toBeHidden();
        await heroOf(page).getByRole("link", { name: "See Past Events", exact: true }).click();
        await expect(page).toHaveURL(/#past-events$/);
        await expect(
          region(page, "Past events").getByRole("heading", { level: 2 }),
        ).toBeInViewport();
      },
    },
    {
      name: "every 'Request the Recording' and 'Subscribe to Updates' sends the lead with source 'event' and its request, headed with its event or label",
      opensDialogs: true,
      run: async ({ page }) => {
        await controlClock(page);
        const cards = eventCards(page);
        for (let index = 0; index < 4; index++) {
          const card = cards.nth(index);
          const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
          const date = (await detail(card, "Date").textContent()) ?? "";
          await expectSendsSourceAndClears(
            page,
            card.getByRole("button", { name: /^Request the Recording/ }),
            `Request the Recording: ${title}`,
            "event",
            { intent: "recording", event: `${title}, ${date}` },
          );
        }
        await expectButtonsSendSource(page, webinarsSubscribeButtons);
      },
    },
  ],

  // Where a form sent without JavaScript lands.
  "/contact-received": [
    {
      name: "links every free PDF, to download: the guide, the readiness assessment and the checklist",
      run: async ({ page }) => {
        const pdfs = [completeGuide, readinessAssessment, implementationChecklist];
        await expect(main(page).locator("a[download]")).toHaveCount(pdfs.length);
        for (const { title, href } of pdfs) {
          const link = main(page).getByRole("link", { name: title });
          await expect(link).toHaveAttribute("href", href);
          await expect(link).toHaveAttribute("download", "");
        }
      },
    },
  ],
};
