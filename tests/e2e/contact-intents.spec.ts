import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { type ContactIntentKey, contactIntents } from "../../src/collections/contact-intents";
import { completeGuide } from "../../src/collections/downloads";
import { expect, test, widths } from "./fixtures";
import { expectOpenerSendsSource, hydrateContactIsland, watchProblems } from "./helpers";

/**
 * The contact dialog follows its opener's intent: the lead-in line and the submit button say what
 * the visitor asks for, the form asks only for the fields the request uses, and the success view
 * leads with what this request got. Every opener is sent at 1280 px by its page's checks
 * (checks/*.ts, events.spec.ts); here, the narrow dialog of the request with the fewest fields
 * and of the one with the most, and the free guide the success view keeps on the page.
 */

interface Opener {
  path: string;
  /** The button's accessible name, which heads the dialog. */
  name: string;
  source: string;
  intent: ContactIntentKey;
}

const phoneOpeners: Opener[] = [
  { path: "/", name: "Get Free Guide", source: "hero", intent: "guide" },
  {
    path: "/roi-analysis",
    name: "Get Your ROI Analysis",
    source: "assessment",
    intent: "consultation",
  },
];

const openerButton = (page: Page, name: string) =>
  page.getByRole("main").getByRole("button", { name }).first();

test.describe(`contact dialog intents at ${widths.phone.viewport.width} px`, () => {
  test.use(widths.phone);

  for (const { path, name, source, intent } of phoneOpeners) {
    const wording = contactIntents[intent];
    test(`${path} '${name}' asks for '${wording.submit}', sends intent ${intent} and answers '${wording.success}'`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto(path);
      await expectOpenerSendsSource(page, openerButton(page, name), name, source, { intent });
      // The page checks watch the island's hydration at 1280 px; at a phone's width, these do:
      // nothing it does there may log an error or fail a request.
      expect(problems).toEqual([]);
    });
  }
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

test.describe(`the requested guide stays at ${widths.desktop.viewport.width} px`, () => {
  test.use(widths.desktop);

  test("the success view waits while pointed at or focused, and the guide stays on the page for the visit", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrateContactIsland(page);
    const guideButton = openerButton(page, "Get Free Guide");
    await guideButton.click();
    const dialog = page.getByRole("dialog", { name: "Get Free Guide" });
    const email = `kept-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await dialog.getByRole("textbox", { name: "First name" }).fill("Dana");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Whitfield");
    await dialog.getByRole("textbox", { name: "Company" }).fill("Ballard Bike Works");
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("button", { name: contactIntents.guide.submit }).click();
    const link = dialog.getByRole("link", { name: `Download ${completeGuide.title}` });
    await expect(link).toHaveAttribute("href", completeGuide.href);
    await expect(link).toHaveAttribute("download", "");
    if (process.env.LEADS_DB) await expect.poll(() => storedIntent(email)).toBe("guide");

    // Pointed at: it stays however long the visitor reads.
    await link.hover();
    await page.clock.runFor(3 * 9000);
    await expect(dialog).toBeVisible();
    // The pointer leaves.
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
