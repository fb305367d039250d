import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { type ContactIntentKey, contactIntents } from "../../src/collections/contact-intents";
import { completeGuide } from "../../src/collections/downloads";
import { site } from "../../src/collections/facts";
import { expect, test, type Width, widths } from "./fixtures";
import { firstOfEach, hydrateContactIsland, scriptsOnIntent } from "./helpers";

/**
 * The contact dialog follows its opener's intent: the lead-in line and the submit button say what
 * the visitor asks for, the form asks only for the fields the request uses (the specification's
 * required ones always), the request names it (and its event or package), and the success view
 * leads with what this request got before the specification's promise; the subject stays the
 * specification's (contact.spec.ts has the consultation's own paths).
 */

/** The specification's success promise (section 9), in every success view. */
const PROMISE = "review within 2 business hours and a free 30-minute strategy consultation";

interface Opener {
  path: string;
  /** The button's accessible name (an event's adds the event's title). */
  name: string | RegExp;
  /** The dialog's heading. */
  heading: string | RegExp;
  intent: ContactIntentKey;
  /** The browser's date, when the button shows only on some days (an upcoming event). */
  today?: string;
  /** Whether the form asks for the phone and what to automate (the optional fields). */
  optionalFields: boolean;
  /** The posted `event` and `package` fields, when the opener names them. */
  event?: string;
  package?: string;
}

const openers: Opener[] = [
  {
    path: "/",
    name: "Get Free Guide",
    heading: "Get Free Guide",
    intent: "guide",
    optionalFields: false,
  },
  {
    path: "/automation-guide",
    name: "Download Complete Guide",
    heading: "Download Complete Guide",
    intent: "guide",
    optionalFields: false,
  },
  {
    path: "/automation-guide",
    name: "Get the Readiness Assessment",
    heading: "Get the Readiness Assessment",
    intent: "download",
    optionalFields: false,
  },
  {
    path: "/blog",
    name: "Subscribe to Blog Updates",
    heading: "Subscribe to Blog Updates",
    intent: "subscribe",
    optionalFields: false,
  },
  {
    path: "/webinars-events",
    name: "Subscribe to Updates",
    heading: "Subscribe to Updates",
    intent: "subscribe",
    optionalFields: false,
  },
  {
    path: "/webinars-events",
    name: /^Request the Recording: /,
    heading: /^Request the Recording: /,
    intent: "recording",
    optionalFields: false,
    // The most recent past event comes first.
    event: "Pacific Northwest Business Automation Summit, April 16-18, 2024",
  },
  {
    path: "/webinars-events",
    name: /^Register Now: /,
    heading: /^Register Now: /,
    intent: "register",
    today: "2024-03-01T09:00:00-08:00",
    optionalFields: false,
    event: "Automation 101: Where Small Businesses Save the Most Time, March 14, 2024",
  },
  {
    path: "/roi-analysis",
    name: "Get Your ROI Analysis",
    heading: "Get Your ROI Analysis",
    intent: "consultation",
    optionalFields: true,
  },
  {
    path: "/pricing",
    name: "Get Started with Implementation",
    heading: "Get Started with Implementation",
    intent: "consultation",
    optionalFields: true,
    package: "Strategic Implementation",
  },
];

const openerButton = (page: Page, name: string | RegExp) =>
  page.getByRole("main").getByRole("button", { name }).first();

/** Answers the form's POST here and returns what was sent. */
async function answerPosts(page: Page) {
  const posts: URLSearchParams[] = [];
  await page.route("/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(new URLSearchParams(route.request().postData() ?? ""));
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  return posts;
}

async function fillRequired(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Dana");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Whitfield");
  await dialog.getByRole("textbox", { name: "Company" }).fill("Ballard Bike Works");
  await dialog.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
}

/**
 * Every opener at 1280 px; at the phone's width one opener of each intent: what a request asks
 * for and sends is the intent's, and the narrow dialog is the same for every opener of it.
 */
const openersAt = { desktop: openers, phone: firstOfEach(openers, (opener) => opener.intent) };

for (const [width, use] of Object.entries(widths) as [Width, (typeof widths)[Width]][]) {
  test.describe(`contact dialog intents at ${use.viewport.width} px`, () => {
    test.use(use);

    for (const opener of openersAt[width]) {
      const { path, name, heading, intent, today } = opener;
      const wording = contactIntents[intent];
      test(`${path} '${String(name)}' asks for '${wording.submit}', sends intent ${intent} and answers '${wording.success}'`, async ({
        page,
      }) => {
        if (today) await page.clock.setFixedTime(new Date(today));
        const posts = await answerPosts(page);
        await page.goto(path);
        await hydrateContactIsland(page);
        await openerButton(page, name).click();

        const dialog = page.getByRole("dialog", { name: heading });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(wording.leadIn, { exact: true })).toBeVisible();
        const submit = dialog.getByRole("button", { name: wording.submit, exact: true });
        await expect(submit).toBeVisible();
        // The specification's required fields, whatever the request; the optional ones only
        // where the request uses them.
        for (const field of ["First name", "Last name", "Company", "Email"]) {
          await expect(dialog.getByRole("textbox", { name: field })).toBeVisible();
        }
        for (const field of [/^Phone/, /^What would you like to automate\?/]) {
          await expect(dialog.getByRole("textbox", { name: field })).toBeVisible({
            visible: opener.optionalFields,
          });
        }
        await fillRequired(page);
        await submit.click();

        // The first line is this request's outcome; the promise stays, word for word.
        const success = dialog.getByRole("heading", { level: 3 });
        await expect(success).toHaveText(wording.success);
        await expect(success).toBeFocused();
        await expect(dialog).toContainText(PROMISE);
        expect(posts).toHaveLength(1);
        const posted = posts[0];
        expect(posted?.get("intent")).toBe(intent);
        expect(posted?.get("subject")).toBe(
          "New Automation Consultation Request - Ballard Bike Works",
        );
        expect(posted?.get("event") ?? undefined).toBe(opener.event);
        expect(posted?.get("package") ?? undefined).toBe(opener.package);
        if (opener.event) await expect(dialog).toContainText(opener.event.split(", ")[0] ?? "");
        if (intent === "consultation") {
          await expect(dialog.getByRole("link", { name: /^Pick a time now/ })).toHaveAttribute(
            "href",
            site.bookingUrl,
          );
        }
        if (intent === "register") {
          // The event's date and time, and its calendar file.
          await expect(dialog).toContainText("March 14, 2024, 11:00 AM PT");
          const calendar = dialog.getByRole("link", { name: "Add to calendar", exact: true });
          const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
          expect(download.suggestedFilename()).toBe("2024-03-14-automation-101.ics");
          const ics = await readFile((await download.path()) ?? "", "utf8");
          expect(ics).toContain(
            "SUMMARY:Automation 101: Where Small Businesses Save the Most Time\r\n",
          );
          expect(ics).toContain("DTSTART:20240314T180000Z\r\n");
        }
      });
    }
  });
}

test("before the island hydrates, the shell shows the opener's wording and sends its intent", async ({
  page,
}) => {
  // The island's code never arrives: the static form posts itself.
  const islandCode = scriptsOnIntent("/blog");
  await page.route(
    (url) => islandCode.includes(url.pathname),
    () => undefined,
  );
  await page.goto("/blog");
  await openerButton(page, "Subscribe to Blog Updates").click();
  const dialog = page.getByRole("dialog", { name: "Subscribe to Blog Updates" });
  await expect(dialog.getByText(contactIntents.subscribe.leadIn, { exact: true })).toBeVisible();
  await expect(dialog.getByText(contactIntents.consultation.leadIn)).toBeHidden();
  const submit = dialog.getByRole("button", { name: contactIntents.subscribe.submit, exact: true });
  await expect(submit).toBeVisible();
  await fillRequired(page);
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await submit.click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("intent")).toBe("subscribe");
  await expect(page).toHaveURL(/\/contact-received$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every opener shows the consultation's wording", async ({ page }) => {
    await page.goto("/blog");
    await openerButton(page, "Subscribe to Blog Updates").click();
    const dialog = page.getByRole("dialog", { name: "Get Your Free Consultation" });
    await expect(
      dialog.getByText(contactIntents.consultation.leadIn, { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole("button", { name: contactIntents.consultation.submit, exact: true }),
    ).toBeVisible();
  });
});

/** The intent the server stored for this address (LEADS_DB), or undefined when not readable here. */
function storedIntent(email: string): string | undefined {
  const file = process.env.LEADS_DB;
  if (!file) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT intent FROM leads WHERE email = ?").get(email) as
      | { intent: string }
      | undefined;
    return row?.intent;
  } finally {
    db.close();
  }
}

for (const use of Object.values(widths)) {
  test.describe(`the requested guide stays at ${use.viewport.width} px`, () => {
    test.use(use);

    test("the success view waits while pointed at or focused, and the guide stays on the page for the visit", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto("/");
      await hydrateContactIsland(page);
      const guideButton = openerButton(page, "Get Free Guide");
      await guideButton.click();
      const dialog = page.getByRole("dialog", { name: "Get Free Guide" });
      await fillRequired(page);
      const email = `kept-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await dialog.getByRole("textbox", { name: "Email" }).fill(email);
      await dialog.getByRole("button", { name: contactIntents.guide.submit }).click();
      const link = dialog.getByRole("link", { name: `Download ${completeGuide.title}` });
      await expect(link).toBeVisible();
      if (process.env.LEADS_DB) await expect.poll(() => storedIntent(email)).toBe("guide");

      if (!("isMobile" in use)) {
        // Pointed at: it stays however long the visitor reads.
        await link.hover();
        await page.clock.runFor(3 * 9000);
        await expect(dialog).toBeVisible();
      } else {
        // Touched: the same, until a touch elsewhere (a finger leaves the view as it lifts).
        const detail = await dialog.getByText(contactIntents.guide.successDetail).boundingBox();
        if (!detail) throw new Error("success view not laid out");
        await page.touchscreen.tap(detail.x + 10, detail.y + 10);
        await page.clock.runFor(3 * 9000);
        await expect(dialog).toBeVisible();
        const title = await dialog.getByRole("heading", { level: 2 }).boundingBox();
        if (!title) throw new Error("dialog not laid out");
        await page.touchscreen.tap(title.x + 10, title.y + 10);
      }
      // The pointer leaves (the phone test's taps are played with a mouse, which stays put).
      await page.mouse.move(2, 2);
      // Focused by the visitor: the same.
      await link.focus();
      await page.clock.runFor(3 * 9000);
      await expect(dialog).toBeVisible();
      // Let go: the spec's 9 seconds, then it closes.
      await dialog.getByRole("heading", { name: contactIntents.guide.success }).focus();
      await page.clock.runFor(9000);
      await expect(dialog).toBeHidden();

      const notice = page.getByRole("main").locator("[data-kept-download]");
      await expect(notice).toHaveText(`Your download: Download ${completeGuide.title}`);
      await expect(notice.getByRole("link")).toHaveAttribute("href", completeGuide.href);
      await expect(notice.getByRole("link")).toHaveAttribute("download", "");
      // Beside the button that offered it.
      expect(
        await guideButton.evaluate(
          (button) => button.nextElementSibling?.hasAttribute("data-kept-download") ?? false,
        ),
      ).toBe(true);

      // Later in the visit, on the same page: still there; on another page: not.
      await page.goto("/pricing");
      await expect(page.locator("[data-kept-download]")).toHaveCount(0);
      await page.goto("/");
      await expect(page.getByRole("main").locator("[data-kept-download]")).toHaveText(
        `Your download: Download ${completeGuide.title}`,
      );
    });
  });
}

test("after a download, every button of the page that asks for it offers the kept download", async ({
  page,
}) => {
  await answerPosts(page);
  await page.goto("/automation-guide");
  await hydrateContactIsland(page);
  const buttons = page.getByRole("main").getByRole("button", { name: "Download Complete Guide" });
  await expect(buttons).toHaveCount(2);
  await buttons.first().click();
  const dialog = page.getByRole("dialog", { name: "Download Complete Guide" });
  await fillRequired(page);
  await dialog.getByRole("button", { name: contactIntents.guide.submit }).click();
  await expect(dialog.getByRole("heading", { name: contactIntents.guide.success })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  for (const button of await buttons.all()) {
    const notice = button.locator("xpath=following-sibling::*[1]");
    await expect(notice).toHaveText(`Your download: Download ${completeGuide.title}`);
    await expect(notice.getByRole("link")).toHaveAttribute("href", completeGuide.href);
  }
});
