import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { CONSULTATION_SUMMARY_PREFIX } from "../../src/features/roi/roi";
import { expectNoAxeViolations } from "../e2e/helpers";
import { type Inbox, postLead, signIn, startInbox } from "./inbox-server";
import { attendeeLead, guideLead, packageLead, subscriberLead } from "./lead-kinds";

/**
 * The daily loop of the owner at 390 px (a phone) and 1280 px (a desk), each on a fresh inbox of
 * eight kinds of lead: what is unopened, what each wrote, a lead's page read top to bottom, Spam
 * from it, the selection that follows the thumb, labels on one line, and the pipeline's page.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.PORT ?? 4331) + 1;
const LONG_MESSAGE =
  "Every Monday our office manager retypes forty delivery notes into the accounting system by hand, and it takes her all morning.";

/** The eight kinds, oldest first; the list shows them newest first. */
const kinds: { fields: Record<string, string>; from: string }[] = [
  {
    fields: {
      firstName: "Alan",
      lastName: "Consult",
      company: "Bletchley Automation",
      email: "alan@example.com",
      source: "hero",
      description: LONG_MESSAGE,
    },
    from: "/",
  },
  {
    fields: {
      firstName: "Grace",
      lastName: "Estimate",
      company: "Compilers Inc",
      email: "grace@example.com",
      source: "roi-calculator",
      description: `${CONSULTATION_SUMMARY_PREFIX} about $52,000 saved a year\nOrders by fax.`,
    },
    from: "/roi-calculator",
  },
  { fields: packageLead, from: "/pricing" },
  { fields: guideLead, from: "/" },
  {
    fields: {
      firstName: "Dora",
      lastName: "Download",
      company: "Checklist Corner",
      email: "dora@example.com",
      source: "resource",
      intent: "download",
      description: "",
    },
    from: "/blog",
  },
  { fields: subscriberLead, from: "/blog" },
  {
    fields: {
      firstName: "Rita",
      lastName: "Recording",
      company: "Puget Sound Dental",
      email: "rita@example.com",
      source: "event",
      intent: "recording",
      event: "Automation 101, Thursday, March 14, 2024",
      description: "",
    },
    from: "/webinars-events",
  },
  { fields: attendeeLead, from: "/webinars-events" },
];
const newestFirst = kinds.map(({ fields }) => `${fields.firstName} ${fields.lastName}`).reverse();

const rows = (page: Page) => page.locator("table.leads tbody tr");
const names = (page: Page) => rows(page).locator('td[data-field="name"] a');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const views = (page: Page) => page.getByRole("navigation", { name: "Views" });
const selection = (page: Page) => page.getByRole("group", { name: "With the selected leads" });
const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

/** Whether the whole box is on the screen as it is scrolled now. */
async function inView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The lines an element's text is laid out on, each as the text it holds. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const found: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const last = found.at(-1);
        if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.text += text[index];
        else found.push({ top: rect.top, text: text[index] ?? "" });
      }
    }
    return found.map((line) => line.text.trim()).filter(Boolean);
  });

/**
 * The number the selection bar shows. CSS counts the ticked boxes, so the number is in no DOM
 * text: it is read from Chromium's layout (the counter's text), as drawn. Undefined while hidden.
 */
async function shownCount(page: Page): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { documents, strings } = await cdp.send("DOMSnapshot.captureSnapshot", {
      computedStyles: [],
    });
    const { nodes, layout } = documents[0] ?? {};
    const parents = nodes?.parentIndex ?? [];
    const isCount = (index: number) =>
      (nodes?.attributes?.[index] ?? []).some((at) => strings[at] === "ticked-count");
    const pseudo = parents.findIndex(
      (parent, index) => nodes?.pseudoType?.index.includes(index) && isCount(parent),
    );
    // The counter's text is laid out as the pseudo-element's child, or as itself.
    const texts = (layout?.nodeIndex ?? []).flatMap((node, entry) =>
      pseudo >= 0 && (node === pseudo || parents[node] === pseudo)
        ? [strings[layout?.text[entry] ?? -1] ?? ""]
        : [],
    );
    return texts.find(Boolean);
  } finally {
    await cdp.detach();
  }
}

async function open(browser: Browser, width: number) {
  const context = await browser.newContext(
    width === 390
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  return { context, page: await context.newPage() };
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    let inbox: Inbox;
    let context: Awaited<ReturnType<typeof open>>["context"];
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      inbox = await startInbox(port);
      ({ context, page } = await open(browser, width));
      for (const { fields, from } of kinds) await postLead(page, inbox.base, fields, from);
      await postLead(page, inbox.base, { ...kinds[0]?.fields, firstName: "Bot", "bot-field": "x" });
      await signIn(page, inbox.base);
    });

    test.afterAll(async () => {
      await context?.close();
      await inbox?.stop();
    });

    test("the Unopened view holds the leads nobody has opened; one opened leaves it", async () => {
      await views(page)
        .getByRole("link", { name: /^Unopened/ })
        .click();
      await expect(views(page).getByRole("link", { name: "Unopened 8" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(names(page)).toHaveText(newestFirst);
      await expectNoAxeViolations(page);
      await noSideways(page, width);

      await page.getByRole("link", { name: "Rita Recording" }).click();
      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await expect(page).toHaveURL(`${inbox.base}/admin?unopened=1`);
      await expect(names(page)).toHaveText(newestFirst.filter((name) => name !== "Rita Recording"));
      await expect(views(page).getByRole("link", { name: /^Unopened/ })).toHaveText("Unopened 7");
      await views(page).getByRole("link", { name: /^All/ }).click();
      await expect(names(page)).toHaveText(newestFirst);
    });

    test("each row shows what they wrote in one or two lines, cut after a word", async () => {
      const snippet = (name: string) => row(page, name).locator(".snippet");
      await expect(snippet("Reg Attendee")).toHaveText(
        "Two of us would like to come. Can we bring questions about our ordering?",
      );
      await expect(snippet("Pat Package")).toHaveText("Five warehouses, one spreadsheet.");
      await expect(snippet("Grace Estimate")).toHaveText("Orders by fax.");
      const long = (await snippet("Alan Consult").textContent()) ?? "";
      expect(long).toMatch(/…$/);
      const kept = long.slice(0, -1);
      expect(LONG_MESSAGE.startsWith(kept)).toBe(true);
      expect(LONG_MESSAGE[kept.length]).toMatch(/[\s,]/);
      for (const name of ["Reg Attendee", "Alan Consult", "Pat Package"]) {
        await expect(snippet(name)).toBeVisible();
        expect((await lines(snippet(name))).length).toBeLessThanOrEqual(2);
      }
      // Who wrote nothing gets no line for it.
      await expect(snippet("Gina Guide")).toHaveCount(0);
    });

    test("labels stay on one line; a long address wraps only after its dots and @", async () => {
      await page.getByRole("link", { name: "Pat Package" }).click();
      await page.getByRole("button", { name: "Contacted", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      for (const label of await page
        .getByRole("group", { name: "Status" })
        .getByRole("button")
        .all())
        expect(await lines(label)).toHaveLength(1);
      await page.getByRole("link", { name: "Back to the inbox" }).click();

      const pill = row(page, "Pat Package").locator(".status");
      await expect(pill).toHaveText("Contacted");
      const { height, lineHeight } = await pill.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(Math.abs(height - lineHeight)).toBeLessThan(1);
      for (const label of await page.locator(".status, .views a").all())
        expect(await lines(label)).toHaveLength(1);

      const address = row(page, "Sam Subscriber").locator(".address");
      const addressLines = await lines(address);
      expect(addressLines.join("")).toBe(subscriberLead.email);
      if (width === 390) {
        for (const line of addressLines.slice(0, -1)) expect(line).toMatch(/[.@]$/);
      } else {
        // At a desk an address keeps to one line, cut with an ellipsis, the whole in its title:
        // the rows stay low enough for more than four leads on a screen of 800 px.
        expect(addressLines).toHaveLength(1);
        await expect(address).toHaveAttribute("title", subscriberLead.email);
        expect(await address.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
          true,
        );
        const bottoms = await rows(page).evaluateAll((all) =>
          all.map((element) => element.getBoundingClientRect().bottom + window.scrollY),
        );
        expect(bottoms.filter((bottom) => bottom <= 800).length).toBeGreaterThan(4);
      }
      await noSideways(page, width);
    });

    test("a lead's page reads top down: who and what, what they wrote, Reply and Call, the status, the notes", async () => {
      await page.getByRole("link", { name: "Reg Attendee" }).click();
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const order = [
        page.getByRole("heading", { level: 1, name: "Reg Attendee" }),
        page.getByText("Event registration: Automation 101, Thursday, March 14, 2024"),
        page.getByText("Can we bring questions about our ordering?"),
        page.getByRole("link", { name: "Reply" }),
        page.getByRole("link", { name: "Call (206) 555-0142" }),
        page.getByRole("group", { name: "Status" }),
        page.getByRole("button", { name: "Move to Spam" }),
        page.getByRole("heading", { level: 2, name: "Notes" }),
      ];
      const tops = [];
      for (const locator of order) tops.push(await top(locator));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      // Triage on the first screen: read it, answer it, set its status, without scrolling.
      for (const locator of order.slice(0, -1)) expect(await inView(page, locator)).toBe(true);
      await expectNoAxeViolations(page);
      await noSideways(page, width);
    });

    test("Move to Spam from a lead's page goes on to the next lead; Not spam from it in Spam", async () => {
      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await page.getByRole("link", { name: "Dora Download" }).click();
      await page.getByRole("button", { name: "Move to Spam" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Gina Guide" })).toBeVisible();
      await expect(page.getByRole("status").getByText("1 lead moved to Spam.")).toBeVisible();
      await expect(page.getByRole("status").getByRole("button", { name: "Undo" })).toBeVisible();
      const [dora] = inbox.query<{ id: number; spam: string }>(
        "SELECT id, spam FROM leads WHERE email = 'dora@example.com'",
      );
      expect(dora?.spam).toBe("owner");
      expect(inbox.query("SELECT detail FROM audit_log WHERE action = 'spam'")).toEqual([
        { detail: `leads ${dora?.id}` },
      ]);

      await page
        .getByRole("navigation", { name: "Inbox" })
        .getByRole("link", { name: "Spam" })
        .click();
      await page.getByRole("link", { name: "Dora Download" }).click();
      await expect(page.getByRole("button", { name: "Move to Spam" })).toHaveCount(0);
      await page.getByRole("button", { name: "Not spam" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Moved to the inbox; its email and webhook are queued.",
      );
      expect(inbox.query("SELECT spam FROM leads WHERE id = ?", dora?.id)).toEqual([
        { spam: null },
      ]);
    });

    test("the day's pass, lead after lead: reply, mark contacted, Next, Move to Spam, Undo, never the list", async () => {
      await page.goto(`${inbox.base}/admin?unopened=1`);
      if (width === 390) {
        // The header is one row, and the first lead is on the first screen.
        const header = page.getByRole("banner");
        const tops = await header
          .getByRole("link")
          .evaluateAll((links) =>
            links.map((link) => Math.round(link.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size).toBe(1);
        expect(await inView(page, rows(page).first())).toBe(true);
        // The views scroll sideways and fade at the edge where a chip is cut.
        const chips = views(page).getByRole("list");
        const { scrolls, mask } = await chips.evaluate((list) => ({
          scrolls: list.scrollWidth > list.clientWidth,
          mask: getComputedStyle(list).maskImage,
        }));
        expect(scrolls).toBe(true);
        expect(mask).toMatch(/^linear-gradient\(to left, (transparent|rgba\(0, 0, 0, 0\))/);
      }
      const lists: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame() && /\/admin(\?|$)/.test(frame.url()))
          lists.push(frame.url());
      });
      const lead = (name: string) => page.getByRole("heading", { level: 1, name });
      const onScreen = async (name: string) =>
        expect(
          await inView(page, page.getByRole(name === "Next" ? "link" : "button", { name })),
        ).toBe(true);

      await names(page).first().click();
      await expect(lead("Sam Subscriber")).toBeVisible();
      await expect(page.getByRole("link", { name: "Reply" })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${subscriberLead.email}\\?`),
      );
      await onScreen("Mark as contacted");
      await page.getByRole("button", { name: "Mark as contacted" }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      await expect(page.getByRole("button", { name: "Contacted", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("button", { name: "Mark as contacted" })).toHaveCount(0);

      // Next in the Unopened view: Gina was opened before, so Grace.
      await onScreen("Next");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(lead("Grace Estimate")).toBeVisible();
      await onScreen("Move to Spam");
      await page.getByRole("button", { name: "Move to Spam" }).click();
      await expect(lead("Alan Consult")).toBeVisible();
      await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
      await expect(lead("Grace Estimate")).toBeVisible();
      await expect(page.getByRole("status")).toHaveText("Undone: 1 lead back as before.");
      expect(inbox.query("SELECT spam FROM leads WHERE email IN ('grace@example.com')")).toEqual([
        { spam: null },
      ]);
      await page.getByRole("link", { name: "Next" }).click();
      await expect(lead("Alan Consult")).toBeVisible();
      await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
      expect(lists).toEqual([]);
      await expectNoAxeViolations(page);
      await noSideways(page, width);
    });

    test("ticking leads brings the selection bar into view wherever they are; Select all ticks the page", async () => {
      await page.goto(`${inbox.base}/admin`);
      await expect(selection(page)).toBeHidden();
      expect(await shownCount(page)).toBeUndefined();
      const last = rows(page).last().getByRole("checkbox");
      await last.scrollIntoViewIfNeeded();
      await last.check();
      await expect(selection(page)).toBeVisible();
      await expect.poll(() => shownCount(page)).toBe("1");
      expect(await inView(page, selection(page))).toBe(true);
      // The first lead, at the top of the list: the bar still follows, at the foot of the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await rows(page).first().getByRole("checkbox").check();
      await expect.poll(() => shownCount(page)).toBe("2");
      expect(await inView(page, selection(page))).toBe(true);
      expect(await inView(page, rows(page).first())).toBe(true);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Select all" }).click();
      for (const box of await rows(page).getByRole("checkbox").all())
        await expect(box).toBeChecked();
      await expect.poll(() => shownCount(page)).toBe("8");
      const statuses = () =>
        inbox.query("SELECT first_name, status FROM leads WHERE spam IS NULL ORDER BY id");
      const before = statuses();
      await page.getByRole("combobox", { name: "Mark as" }).selectOption("Qualified");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").getByText("Status saved for 8 leads.")).toBeVisible();
      await expect(selection(page)).toBeHidden();
      expect(inbox.query("SELECT DISTINCT status FROM leads WHERE spam IS NULL")).toEqual([
        { status: "qualified" },
      ]);
      // Undo puts each lead's own status back.
      await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("status")).toHaveText("Undone: 8 leads back as before.");
      expect(statuses()).toEqual(before);
      expect(before).toContainEqual({ first_name: "Pat", status: "contacted" });
    });

    test("the pipeline page, linked from the header, draws the leads by week and by page", async () => {
      await page
        .getByRole("navigation", { name: "Inbox" })
        .getByRole("link", { name: "Pipeline" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
      await expect(
        page.getByRole("img", { name: "Leads per week for the last 12 weeks, by request" }),
      ).toBeVisible();
      const byPage = page.getByRole("img", {
        name: "Leads of the last 12 weeks by the page they were sent from",
      });
      await expect(byPage).toBeVisible();
      // Spam is not counted (Bot), nor a subscription not yet confirmed (Sam's, from the blog).
      await expect(page.getByRole("link", { name: "Last 12 weeks: 7 leads" })).toHaveText("7");
      const pages = page.getByRole("table", { name: "Leads by page", includeHidden: true });
      await expect(pages.getByRole("row", { includeHidden: true })).toHaveText([
        "PageLeads",
        "Home2",
        "Webinars & Events2",
        "Blog1",
        "Pricing1",
        "ROI Calculator1",
      ]);
      await expectNoAxeViolations(page);
      await noSideways(page, width);

      // Each figure opens the leads it counted: of the two set Contacted, Pat's (Sam has not
      // confirmed the subscription).
      await page.getByRole("link", { name: "Contacted: 1 lead" }).click();
      await expect(page).toHaveURL(/\/admin\?status=contacted&from=\d{4}-\d{2}-\d{2}&to=/);
      await expect(names(page)).toHaveText(["Pat Package"]);
      await expect(page.getByText(/^1 lead received \w+ \d+, \d{4} to/)).toBeVisible();
    });
  });
}
