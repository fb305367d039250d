import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForApp, watchProblems } from "./helpers";

/**
 * The resource pages /automation-guide, /best-practices and /webinars-events (spec section 2
 * "Resource pages", section 3 "Event", section 4 contact openers). The spec's texts, figures and
 * labels are written out here rather than imported from the content modules: the test is the
 * independent check that the pages show what the spec says.
 */

/** A contact button of a page: its accessible name, the dialog heading it sets and its source. */
interface ContactButton {
  /** Accessible name (the visible label, or the label plus what it is for). */
  name: string;
  /** How many buttons on the page have this name. */
  count: number;
  source: string;
}

const guideContactButtons: ContactButton[] = [
  // The spec's button, in the hero and the closing call to action.
  { name: "Download Complete Guide", count: 2, source: "resource" },
  // The two additional resources that are sent rather than opened.
  { name: "Get the Readiness Assessment", count: 1, source: "resource" },
  { name: "Get the Implementation Checklist", count: 1, source: "resource" },
];

const bestPracticesContactButtons: ContactButton[] = [
  { name: "Get Expert Guidance", count: 2, source: "resource" },
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

async function open(page: Page, path: string) {
  const problems = watchProblems(page);
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
  return problems;
}

const main = (page: Page) => page.locator("main");

/** The hero: the section that holds the page's one h1. */
const heroOf = (page: Page) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) });

/** The section that holds an h3 with this name. */
const sectionWith = (page: Page, h3: string | RegExp) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 3, name: h3 }) });

/** A region named by its h2. */
const region = (page: Page, title: string) =>
  page.getByRole("region", { name: title, exact: true });

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

/**
 * Presses a contact button, checks the dialog is headed with `heading`, sends the form and checks
 * the request carries `source`. The POST is answered here, so no lead is stored.
 */
async function expectOpensFormWithSource(
  page: Page,
  button: Locator,
  heading: string,
  source: string,
) {
  const posts: string[] = [];
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
    },
  );
  await button.click();
  const dialog = page.getByRole("dialog", { name: heading, exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "First name" }).fill("Dana");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Okafor");
  await dialog.getByRole("textbox", { name: "Company" }).fill("Ballard Bike Works");
  await dialog.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
  await dialog.getByRole("button", { name: "Request My Free Consultation" }).click();
  await expect(dialog.getByRole("heading", { name: /thank you/i })).toBeVisible();
  expect(posts).toHaveLength(1);
  const body = new URLSearchParams(posts[0]);
  expect(body.get("source"), `source sent by '${heading}'`).toBe(source);
  expect(body.get("subject")).toBe("New Automation Consultation Request - Ballard Bike Works");
}

/** The same checks for a button found by name (the nth when the page has several). */
function contactButtonTests(path: string, buttons: ContactButton[]) {
  for (const { name, count, source } of buttons) {
    for (let index = 0; index < count; index++) {
      const where = count > 1 ? ` (${index + 1} of ${count})` : "";
      test(`'${name}'${where} opens the contact form headed with its label and sends source '${source}'`, async ({
        page,
      }) => {
        await open(page, path);
        const button = main(page).getByRole("button", { name, exact: true }).nth(index);
        await expectOpensFormWithSource(page, button, name, source);
      });
    }
  }
}

/** Every internal link on the page answers 200 without a redirect. */
async function expectInternalLinksResolve(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const paths = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    expect(path, "no trailing slash").toMatch(/^\/$|[^/]$/);
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(200);
  }
}

/** The closing "book a call" link opens the external scheduling page in a new tab. */
async function expectBookingLinks(page: Page) {
  const links = main(page).locator('a[target="_blank"]');
  expect(await links.count()).toBeGreaterThanOrEqual(1);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
}

test.describe("/automation-guide", () => {
  const path = "/automation-guide";

  test("hero shows 50+ pages, 20+ tools and 100% free", async ({ page }) => {
    const problems = await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = heroOf(page);
    await expect(hero.getByRole("definition")).toHaveText(["50+", "20+", "100%"]);
    await expect(hero.getByRole("term")).toHaveText([/pages/i, /tools/i, /free/i]);
    await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("five guide sections, each with four topics and a one- or two-sentence summary", async ({
    page,
  }) => {
    await open(page, path);
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
  });

  test("four additional resources: the ROI calculator and case studies are linked", async ({
    page,
  }) => {
    await open(page, path);
    const section = sectionWith(page, /readiness assessment/i);
    const cards = section.locator("ul > li");
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

    await cards.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("its contact buttons are exactly the expected ones", async ({ page }) => {
    await open(page, path);
    await expectContactButtons(page, guideContactButtons);
    await expect(
      heroOf(page).getByRole("button", { name: "Download Complete Guide", exact: true }),
    ).toBeVisible();
    await expect(
      main(page)
        .locator("section")
        .last()
        .getByRole("button", { name: "Download Complete Guide", exact: true }),
    ).toBeVisible();
  });

  contactButtonTests(path, guideContactButtons);

  test("booking links open the scheduling page in a new tab", async ({ page }) => {
    await open(page, path);
    await expectBookingLinks(page);
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page, path);
    await expectInternalLinksResolve(page);
  });

  test("has no axe violations", async ({ page }) => {
    await open(page, path);
    await expectNoAxeViolations(page);
  });
});

test.describe("/best-practices", () => {
  const path = "/best-practices";

  test("hero says 6 practices and 5 mistakes, as the spec gives them", async ({ page }) => {
    const problems = await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = heroOf(page);
    await expect(hero.getByRole("definition").nth(0)).toHaveText("6");
    await expect(hero.getByRole("term").nth(0)).toHaveText(/practices/i);
    await expect(hero.getByRole("definition").nth(1)).toHaveText("5");
    await expect(hero.getByRole("term").nth(1)).toHaveText(/mistakes/i);
    await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("seven best-practice cards, each with a description", async ({ page }) => {
    await open(page, path);
    const cards = sectionWith(page, /start small/i).locator("ul > li");
    await expect(cards).toHaveCount(7);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(bestPractices);
    for (const card of await cards.all()) {
      const text = (await card.locator("p").textContent()) ?? "";
      expectOneOrTwoSentences(text, `practice ${await card.locator("h3").textContent()}`);
    }
  });

  test("six common mistakes, each with its solution", async ({ page }) => {
    await open(page, path);
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
  });

  test("its contact buttons are exactly the expected ones", async ({ page }) => {
    await open(page, path);
    await expectContactButtons(page, bestPracticesContactButtons);
    await expect(
      heroOf(page).getByRole("button", { name: "Get Expert Guidance", exact: true }),
    ).toBeVisible();
    await expect(
      main(page)
        .locator("section")
        .last()
        .getByRole("button", { name: "Get Expert Guidance", exact: true }),
    ).toBeVisible();
  });

  contactButtonTests(path, bestPracticesContactButtons);

  test("booking links open the scheduling page in a new tab", async ({ page }) => {
    await open(page, path);
    await expectBookingLinks(page);
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page, path);
    await expectInternalLinksResolve(page);
  });

  test("has no axe violations", async ({ page }) => {
    await open(page, path);
    await expectNoAxeViolations(page);
  });
});

test.describe("/webinars-events", () => {
  const path = "/webinars-events";
  const eventCards = (page: Page) => region(page, "Upcoming Events").locator("ul > li");
  /** The text of an event card's detail (dt holds the label, dd the value). */
  const detail = (card: Locator, term: string) =>
    card
      .locator("dl > div")
      .filter({ has: card.page().getByText(term, { exact: true }) })
      .locator("dd");

  test("four upcoming events: three in March 2024, a three-day conference in April 2024", async ({
    page,
  }) => {
    const problems = await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const cards = eventCards(page);
    await expect(cards).toHaveCount(4);

    const dates: string[] = [];
    const types: string[] = [];
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
      expect(title.length, "event title").toBeGreaterThan(10);
      const date = (await detail(card, "Date").textContent()) ?? "";
      dates.push(date);
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
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("each 'Register Now' is named after its event and opens the form headed with it, source 'event'", async ({
    page,
  }) => {
    await open(page, path);
    const cards = eventCards(page);
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(4);
    const buttons = main(page).getByRole("button", { name: /^Register Now/ });
    await expect(buttons).toHaveCount(4);
    await expect(buttons).toHaveText(Array(4).fill("Register Now"));
    for (const [index, title] of titles.entries()) {
      await expect(cards.nth(index).getByRole("button")).toHaveAccessibleName(
        `Register Now: ${title}`,
      );
    }
    expect(new Set(titles).size, "four different events").toBe(4);
  });

  for (let index = 0; index < 4; index++) {
    test(`'Register Now' of event ${index + 1} sends the lead with source 'event'`, async ({
      page,
    }) => {
      await open(page, path);
      const card = eventCards(page).nth(index);
      const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
      await expectOpensFormWithSource(
        page,
        card.getByRole("button", { name: /^Register Now/ }),
        `Register Now: ${title}`,
        "event",
      );
    });
  }

  test("four event types", async ({ page }) => {
    await open(page, path);
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
  });

  test("'Subscribe to Updates' in the hero and the closing call to action", async ({ page }) => {
    await open(page, path);
    // Two subscribe buttons and the four events' registrations, nothing else.
    const openers = main(page).locator('button[commandfor="contact-dialog"]');
    await expect(openers).toHaveCount(6);
    await expect(
      main(page).getByRole("button", { name: "Subscribe to Updates", exact: true }),
    ).toHaveCount(2);
    await expect(main(page).getByRole("button", { name: /^Register Now: / })).toHaveCount(4);
    await expect(
      heroOf(page).getByRole("button", { name: "Subscribe to Updates", exact: true }),
    ).toBeVisible();
    await expect(
      main(page)
        .locator("section")
        .last()
        .getByRole("button", { name: "Subscribe to Updates", exact: true }),
    ).toBeVisible();
  });

  contactButtonTests(path, [{ name: "Subscribe to Updates", count: 2, source: "event" }]);

  test("the hero's 'See Upcoming Events' link leads to the event list", async ({ page }) => {
    await open(page, path);
    await heroOf(page).getByRole("link", { name: "See Upcoming Events", exact: true }).click();
    await expect(page).toHaveURL(/#upcoming-events$/);
    await expect(region(page, "Upcoming Events")).toBeInViewport();
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page, path);
    await expectInternalLinksResolve(page);
  });

  test("has no axe violations", async ({ page }) => {
    await open(page, path);
    await expectNoAxeViolations(page);
  });
});
