import { readFileSync } from "node:fs";
import { type Browser, type Cookie, expect, type Page, test } from "@playwright/test";
import { CONSULTATION_SUMMARY_PREFIX } from "../../src/features/roi/roi";
import { expectNoAxeViolations } from "../e2e/helpers";
import {
  type Inbox,
  OWNER,
  PASSWORD,
  postLead as post,
  signIn as signInAt,
  startInbox,
} from "./inbox-server";
import { attendeeLead, guideLead, packageLead, subscriberLead } from "./lead-kinds";

/**
 * The owner's inbox in Chromium against the real server, database and an SMTP server: the account
 * is made with `npm run users -- add`, the leads are posted through the contact form's endpoint.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;

let inbox: Inbox;
const query = <T>(sql: string, ...params: unknown[]) => inbox.query<T>(sql, ...params);

const leads: Record<string, string>[] = [
  {
    firstName: "Ada",
    lastName: "Lovelace",
    company: "Analytical Engines",
    email: "ada@example.com",
    source: "pricing-package",
    package: "Strategic Implementation",
    description: "Invoices are typed in twice.",
  },
  {
    firstName: "Grace",
    lastName: "Hopper",
    company: "Compilers Inc",
    email: "grace@example.com",
    source: "roi",
    description: `${CONSULTATION_SUMMARY_PREFIX} about $52,000 saved a year\nOrders by fax.`,
  },
  {
    firstName: "Alan",
    lastName: "Turing",
    company: "Bletchley Automation",
    email: "alan@example.com",
    source: "assessment",
    description: "Scheduling shifts.",
  },
];

const postLead = (page: Page, fields: Record<string, string>) => post(page, base, fields);
const signIn = (page: Page) => signInAt(page, base);

/**
 * The session the first test signs in to, reused by the tests that only need to be signed in:
 * signing in itself is checked by the first test, by keyboard, without JavaScript, on a phone and
 * before Sign out.
 */
let session: Cookie[] = [];
async function signedIn(page: Page) {
  expect(session.map((cookie) => cookie.name)).toContain("eca-inbox");
  await page.context().addCookies(session);
  await page.goto(`${base}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

const rows = (page: Page) => page.locator("table.leads tbody tr");
const names = (page: Page) => rows(page).locator('td[data-field="name"] a');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const views = (page: Page) => page.getByRole("navigation", { name: "Views" });
/** A lead page's status: one button per status, the current one pressed. */
const statusButton = (page: Page, status: string) =>
  page.getByRole("group", { name: "Status" }).getByRole("button", { name: status, exact: true });
/** The header's link to the inbox: "Inbox", with the number of unopened leads when there are any. */
const inboxLink = (page: Page) =>
  page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: /^Inbox/ });

test.beforeAll(async () => {
  inbox = await startInbox(port);
});

test.afterAll(async () => {
  await inbox?.stop();
});

test("sign in, see the posted leads, search, filter, open one, add a note and set Contacted (kept across a reload and a restart)", async ({
  page,
}) => {
  // Two server starts (the restart) in one test: a limit, not a wait, for a busy machine.
  test.slow();
  for (const lead of leads) await postLead(page, lead);
  await signIn(page);
  session = await page.context().cookies();
  await expect(names(page)).toHaveText(["Alan Turing", "Grace Hopper", "Ada Lovelace"]);
  await expect(rows(page).first()).toContainText("The assessment's button, on Pricing");
  await expect(rows(page).first()).toContainText(/P[SD]T/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Search").fill("compilers");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Grace Hopper"]);
  // Exact: the selection bar's "Clear selection" is a link too, hidden only once the stylesheet
  // has loaded, which a fast query can precede.
  await page.getByRole("link", { name: "Clear", exact: true }).click();
  await page.getByRole("combobox", { name: "Source" }).selectOption("assessment");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Alan Turing"]);
  await page.getByRole("link", { name: "Clear", exact: true }).click();

  await page.getByRole("link", { name: "Grace Hopper" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  await expect(
    page.getByText(`${CONSULTATION_SUMMARY_PREFIX} about $52,000 saved a year`),
  ).toBeVisible();
  await expect(page.getByText("Orders by fax.")).toBeVisible();
  // Its notification went out through the outbox to the SMTP server.
  await expect
    .poll(async () => {
      await page.reload();
      // Folded with the technical details: read without opening them.
      return page.getByRole("region", { name: "Delivery", includeHidden: true }).textContent();
    })
    .toMatch(/Email: delivered/);
  await expectNoAxeViolations(page);

  await page
    .getByRole("textbox", { name: "Note", exact: true })
    .fill("Called back, wants a quote by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await statusButton(page, "Contacted").click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");

  const expectKept = async () => {
    await expect(statusButton(page, "Contacted")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Called back, wants a quote by Friday.")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "Status: New → Contacted",
    );
  };
  await page.reload();
  await expectKept();
  await inbox.restart();
  await page.reload();
  await expectKept();

  await inboxLink(page).click();
  await views(page)
    .getByRole("link", { name: /^Contacted/ })
    .click();
  await expect(names(page)).toHaveText(["Grace Hopper"]);
});

test("Export CSV saves the rows of the view shown", async ({ page }) => {
  await signedIn(page);
  const exportView = async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    return readFileSync(file, "utf8").trimEnd().split("\r\n");
  };
  const all = await exportView();
  expect(all[0]).toMatch(/^id,receivedAt,firstName,lastName,company,/);
  // The owner's work and what each lead asked for travel with the rows.
  const header = all[0]?.split(",") ?? [];
  for (const column of ["request", "event", "package", "status", "statusChangedAt", "notes"])
    expect(header).toContain(column);
  expect(all.slice(1).map((line) => line.split(",")[2])).toEqual(["Alan", "Grace", "Ada"]);
  const grace = all[2] ?? "";
  expect(grace).toContain("Free consultation with an ROI estimate");
  // Times on Seattle's clock, the notes' too; each row's subject is its own request's.
  expect(grace).toMatch(/,contacted,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[SD]T,/);
  expect(grace).toMatch(
    / P[SD]T owner@example\.com: Called back, wants a quote by Friday\."?(,|$)/,
  );
  expect(grace).toContain(",Consultation: Compilers Inc,");
  expect(all.join("\n")).not.toContain("New Automation Consultation Request");
  expect(all[3]).toContain(",Strategic Implementation,");

  await page.getByLabel("Search").fill("turing");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Alan Turing"]);
  const filtered = await exportView();
  expect(filtered).toHaveLength(2);
  expect(filtered[1]).toContain("alan@example.com");
});

test("Delete asks first, then erases the lead and its outbox rows", async ({ page }) => {
  await signedIn(page);
  await page.getByRole("link", { name: "Ada Lovelace" }).click();
  const id = query<{ id: number }>("SELECT id FROM leads WHERE email = ?", "ada@example.com")[0]
    ?.id;
  await page.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete this lead?" })).toBeVisible();
  // Nothing is gone until the deletion is confirmed.
  expect(query("SELECT id FROM leads WHERE id = ?", id)).toHaveLength(1);
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByRole("status")).toHaveText("Lead deleted.");
  await expect(names(page)).toHaveText(["Alan Turing", "Grace Hopper"]);
  expect(query("SELECT id FROM leads WHERE id = ?", id)).toEqual([]);
  expect(query("SELECT id FROM outbox WHERE lead_id = ?", id)).toEqual([]);
  expect(query("SELECT detail FROM audit_log WHERE action = 'delete'")).toEqual([
    { detail: `lead ${id}` },
  ]);
});

test("a honeypot post waits in Spam, unsent; Not spam moves it to the inbox and sends exactly one email", async ({
  page,
}) => {
  const spammer = {
    firstName: "Maybe",
    lastName: "Human",
    company: "Autofill Co",
    email: "autofill@example.com",
  };
  await postLead(page, {
    ...spammer,
    description: "Filled by my password manager",
    "bot-field": "x",
  });
  const mailsTo = () =>
    inbox.smtp.received.filter((mail) => mail.header("reply-to")?.includes(spammer.email));
  await signedIn(page);
  await expect(names(page)).toHaveText(["Alan Turing", "Grace Hopper"]);
  await page.getByRole("link", { name: "Spam" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
  await expect(names(page)).toHaveText(["Maybe Human"]);
  expect(
    query("SELECT * FROM outbox JOIN leads ON leads.id = lead_id WHERE email = ?", spammer.email),
  ).toEqual([]);
  expect(mailsTo()).toEqual([]);

  await page.getByRole("link", { name: "Maybe Human" }).click();
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Moved to the inbox; its email and webhook are queued.",
  );
  await expect(page.getByRole("button", { name: "Not spam" })).toHaveCount(0);
  await expect.poll(() => mailsTo().length).toBe(1);
  // Delivered and recorded: nothing left to send a second time.
  await expect
    .poll(() =>
      query(
        "SELECT delivered_at FROM outbox JOIN leads ON leads.id = lead_id WHERE email = ?",
        spammer.email,
      ),
    )
    .toEqual([{ delivered_at: expect.any(String) }]);
  expect(mailsTo()).toHaveLength(1);
  await inboxLink(page).click();
  await expect(names(page)).toHaveText(["Maybe Human", "Alan Turing", "Grace Hopper"]);
});

test("Sign out ends the session: the old cookie opens nothing", async ({ page, context }) => {
  await signIn(page);
  const old = await context.cookies();
  expect(old.map((cookie) => cookie.name)).toContain("eca-inbox");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${base}/admin/sign-in?signed-out`);
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await expect(page.getByText("The lead inbox of Emerald City Automation")).toBeVisible();
  await context.addCookies(old);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Activity page lists sign-ins, status changes, exports, deletions and Not spam", async ({
  page,
}) => {
  await signedIn(page);
  await page.getByRole("link", { name: "Activity" }).click();
  const actions = await page.locator('td[data-label="Action"]').allTextContents();
  for (const action of [
    "sign-in",
    "status",
    "note",
    "export",
    "delete",
    "not spam",
    "sign-out",
    "user added",
  ]) {
    expect(actions).toContain(action);
  }
  await expectNoAxeViolations(page);
});

async function keyboardOrNoScript(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${base}/admin/sign-in`);
  return { context, page };
}

test("signing in works by keyboard alone", async ({ browser }) => {
  const { context, page } = await keyboardOrNoScript(browser, true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(OWNER);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await context.close();
});

test("signing in and changing a status work with JavaScript off", async ({ browser }) => {
  const { context, page } = await keyboardOrNoScript(browser, false);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByRole("link", { name: "Alan Turing" }).click();
  await statusButton(page, "Qualified").click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  expect(query("SELECT status FROM leads WHERE email = ?", "alan@example.com")).toEqual([
    { status: "qualified" },
  ]);
  await context.close();
});

test("the sign-in, inbox, lead and activity pages are axe-clean on a phone", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/admin/sign-in`);
  await expectNoAxeViolations(page);
  // Signed out, the header shows the inbox's name (signed in, its one row holds the sections).
  const name = await page
    .getByRole("banner")
    .getByText(/lead inbox$/)
    .boundingBox();
  expect(name?.width).toBeGreaterThan(100);
  await signIn(page);
  await expectNoAxeViolations(page);
  // Nothing wider than the phone: the table turns into one card per lead.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Each check waits for the page the tap opens: run on the page being left, axe read it
  // half unloaded (seen once as the header's links being too small to tap).
  await page.getByRole("link", { name: "Grace Hopper" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Hopper");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity");
  await expectNoAxeViolations(page);
  await context.close();
});

/** The other kinds of lead, beside the consultation (Alan), the ROI estimate (Grace) and spam. */
const kinds: Record<string, string>[] = [
  guideLead,
  { ...subscriberLead, source: "event" },
  attendeeLead,
  packageLead,
];

async function phone(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}

test("seven leads of seven kinds: the list says what each asked for, finds and filters by request, counts per status, marks the unopened until opened", async ({
  page,
  browser,
}) => {
  for (const kind of kinds) await postLead(page, kind);
  await postLead(page, {
    ...kinds[0],
    firstName: "Hal",
    email: "hal@example.com",
    "bot-field": "x",
  });
  const small = await phone(browser);
  for (const [width, view] of [
    [1280, page],
    [390, small.page],
  ] as const) {
    await signedIn(view);
    await expect(names(view)).toHaveText([
      "Pat Package",
      "Reg Attendee",
      "Sam Subscriber",
      "Gina Guide",
      "Maybe Human",
      "Alan Turing",
      "Grace Hopper",
    ]);
    const request = (name: string) => row(view, name).locator('td[data-field="request"]');
    // What each asked for, then the start of what they wrote.
    await expect(request("Pat Package")).toHaveText(
      "Free consultation: Enterprise Program package Five warehouses, one spreadsheet.",
    );
    await expect(request("Reg Attendee")).toHaveText(
      "Event registration: Automation 101, Thursday, March 14, 2024 Two of us would like to come. Can we bring questions about our ordering?",
    );
    await expect(request("Sam Subscriber")).toHaveText("Subscription to updates");
    await expect(request("Gina Guide")).toHaveText("Free guide (download)");
    await expect(request("Alan Turing")).toHaveText("Free consultation Scheduling shifts.");
    await expect(request("Grace Hopper")).toHaveText(
      "Free consultation with an ROI estimate Orders by fax.",
    );
    if (width === 1280) {
      await expect(row(view, "Pat Package").locator('td[data-field="source"]')).toHaveText(
        "A package's button, on Pricing",
      );
      // The one confirmation before a bulk delete (a later test confirms one).
      await view.getByRole("checkbox", { name: "Select Pat Package" }).check();
      await view.getByRole("button", { name: "Delete…" }).click();
      await expect(view.getByRole("heading", { level: 1, name: "Delete 1 lead?" })).toBeVisible();
      await expectNoAxeViolations(view);
      await view.getByRole("link", { name: "Cancel" }).click();
      await expect(names(view)).toHaveCount(7);
    }
    // Counts per view: Alan is Qualified and Grace Contacted by the tests before; Maybe was
    // opened in Spam.
    await expect(views(view).getByRole("link")).toHaveText([
      "All 7",
      "Unopened 4",
      "New 5",
      "Contacted 1",
      "Qualified 1",
      "Won 0",
      "Lost 0",
    ]);
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoAxeViolations(view);

    await view.getByLabel("Search").fill("guide");
    await view.getByRole("button", { name: "Apply" }).click();
    await expect(names(view)).toHaveText(["Gina Guide"]);
    await view.getByRole("link", { name: "Clear", exact: true }).click();
    await view.getByRole("combobox", { name: "Request" }).selectOption("Event registration");
    await view.getByRole("button", { name: "Apply" }).click();
    await expect(names(view)).toHaveText(["Reg Attendee"]);
    await view.getByRole("link", { name: "Clear", exact: true }).click();
  }

  // Nobody has opened the four new leads; the spam (Hal) is not counted.
  await page.reload();
  await expect(page).toHaveTitle("(4) Inbox · Emerald City Automation lead inbox");
  await expect(inboxLink(page)).toHaveText("Inbox 4 unopened");
  await expect(rows(page).filter({ hasText: "Unopened" })).toHaveCount(4);
  await page.getByRole("link", { name: "Gina Guide" }).click();
  await expect(page).toHaveTitle("(3) Gina Guide · Emerald City Automation lead inbox");
  await inboxLink(page).click();
  await expect(row(page, "Gina Guide")).not.toContainText("Unopened");
  await expect(rows(page).filter({ hasText: "Unopened" })).toHaveCount(3);
  await expect(inboxLink(page)).toHaveText("Inbox 3 unopened");
  await small.context.close();
});

test("the lead page on a phone: what they wrote, Reply and the status on the first screen, Reply writes to them about the request, Call dials", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  await signedIn(page);
  await page.getByRole("link", { name: "Reg Attendee" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reg Attendee" })).toBeVisible();
  await expect(
    page.getByText("Event registration: Automation 101, Thursday, March 14, 2024"),
  ).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply" });
  const message = page.getByText("Can we bring questions about our ordering?");
  for (const control of [message, reply, page.getByRole("group", { name: "Status" })]) {
    const box = await control.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  }
  const href = new URL((await reply.getAttribute("href")) ?? "");
  expect(href.protocol).toBe("mailto:");
  expect(href.pathname).toBe("reg@example.com");
  expect(href.searchParams.get("subject")).toBe(
    "Re: Event registration: Automation 101, Thursday, March 14, 2024",
  );
  expect(href.searchParams.get("body")).toContain(
    "you wrote:\n> Two of us would like to come.\n> Can we bring questions about our ordering?",
  );
  await expect(page.getByRole("link", { name: "Call (206) 555-0142" })).toHaveAttribute(
    "href",
    "tel:2065550142",
  );
  // The notes come right after; the browser, address, subject and id are folded at the end.
  await expect(page.getByRole("textbox", { name: "Note", exact: true })).toBeVisible();
  await expect(page.getByText("Client address")).toBeHidden();
  await page.getByText("Technical details").click();
  await expect(page.getByText("Client address")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

test("bulk, without JavaScript: set the status of the ticked leads, move one to Spam, delete two after one confirmation", async ({
  browser,
}) => {
  const { context, page } = await phone(browser, false);
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const tick = (name: string) => page.getByRole("checkbox", { name: `Select ${name}` }).check();

  await tick("Gina Guide");
  await tick("Sam Subscriber");
  await page.getByRole("combobox", { name: "Mark as" }).selectOption("Won");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").getByText("Status saved for 2 leads.")).toBeVisible();
  await expect(row(page, "Gina Guide").locator(".status")).toHaveText("Won");
  await expect(row(page, "Sam Subscriber").locator(".status")).toHaveText("Won");
  expect(
    query<{ status: string }>(
      "SELECT status FROM leads WHERE email IN ('gina@example.com', ?) ORDER BY id",
      kinds[1]?.email,
    ),
  ).toEqual([{ status: "won" }, { status: "won" }]);

  // Undo is a form too: the lead comes back, then goes to Spam for good.
  for (const then of ["undo", "keep"]) {
    await tick("Maybe Human");
    await page.getByRole("button", { name: "Move to Spam" }).click();
    await expect(page.getByRole("status").getByText("1 lead moved to Spam.")).toBeVisible();
    await expect(row(page, "Maybe Human")).toHaveCount(0);
    if (then === "keep") break;
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toHaveText("Undone: 1 lead back as before.");
    await expect(row(page, "Maybe Human")).toHaveCount(1);
  }

  const ids = query<{ id: number }>(
    "SELECT id FROM leads WHERE email IN ('pat@example.com', 'reg@example.com') ORDER BY id",
  ).map((lead) => lead.id);
  await tick("Pat Package");
  await tick("Reg Attendee");
  await page.getByRole("button", { name: "Delete…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete 2 leads?" })).toBeVisible();
  expect(query("SELECT id FROM leads WHERE id IN (?, ?)", ...ids)).toHaveLength(2);
  await page.getByRole("button", { name: "Delete 2 leads permanently" }).click();
  await expect(page.getByRole("status")).toHaveText("2 leads deleted.");
  await expect(names(page)).toHaveText([
    "Sam Subscriber",
    "Gina Guide",
    "Alan Turing",
    "Grace Hopper",
  ]);
  // Erased as Delete erases: the rows, their deliveries and notes are gone from the database.
  for (const table of ["leads WHERE id", "outbox WHERE lead_id", "lead_notes WHERE lead_id"])
    expect(query(`SELECT * FROM ${table} IN (?, ?)`, ...ids)).toEqual([]);
  expect(
    query<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'delete'").map(
      (entry) => entry.detail,
    ),
  ).toEqual(expect.arrayContaining(ids.map((id) => `lead ${id}`)));
  await context.close();
});
