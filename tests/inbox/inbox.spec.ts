import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { buildDirOf } from "../../scripts/build-dir";
import { CONSULTATION_SUMMARY_PREFIX } from "../../src/features/roi/roi";
import { expectNoAxeViolations } from "../e2e/helpers";
import { startSmtp } from "../support/smtp";
import { type RunningServer, startServer } from "../support/spawn";

/**
 * The owner's inbox in Chromium against the real server, database and an SMTP server: the account
 * is made with `npm run users -- add`, the leads are posted through the contact form's endpoint.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;
const OWNER = "owner@example.com";
const PASSWORD = "violet kettle 42 maples";

let dir: string;
let dbPath: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;

const serverEnv = () => ({
  PORT: String(port),
  BUILD_DIR: buildDirOf(),
  LEADS_DB: dbPath,
  SMTP_URL: smtp.url,
  LEAD_NOTIFY_TO: "sales@example.com",
  LEAD_NOTIFY_FROM: "website@example.com",
  RATE_LIMIT_MAX: "1000",
});

/** Rows read through a connection of the test's own: what is really on disk. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const leads = [
  {
    firstName: "Ada",
    lastName: "Lovelace",
    company: "Analytical Engines",
    email: "ada@example.com",
    source: "pricing-package",
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

async function postLead(page: Page, fields: Record<string, string>) {
  const response = await page.request.post(`${base}/`, {
    form: { "form-name": "contact", phone: "", "bot-field": "", ...fields },
    headers: { Accept: "application/json", Referer: `${base}/pricing` },
  });
  expect(response.status()).toBe(200);
}

async function signIn(page: Page) {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

const rows = (page: Page) => page.locator("table.leads tbody tr");
const names = (page: Page) => rows(page).locator('td[data-label="Name"]');

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "eca-inbox-e2e-"));
  dbPath = join(dir, "leads.db");
  smtp = await startSmtp();
  const added = spawnSync("npm", ["run", "--silent", "users", "--", "add", OWNER], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, LEADS_DB: dbPath },
    encoding: "utf8",
  });
  expect(added.stderr).toBe("");
  expect(added.status).toBe(0);
  server = await startServer(serverEnv());
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("sign in, see the posted leads, search, filter, open one, add a note and set Contacted (kept across a reload and a restart)", async ({
  page,
}) => {
  for (const lead of leads) await postLead(page, lead);
  await signIn(page);
  await expect(names(page)).toHaveText(["Alan Turing", "Grace Hopper", "Ada Lovelace"]);
  await expect(rows(page).first()).toContainText("assessment");
  await expect(rows(page).first()).toContainText("/pricing");
  await expect(rows(page).first()).toContainText(/P[SD]T/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Search").fill("compilers");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Grace Hopper"]);
  await page.getByRole("link", { name: "Clear" }).click();
  await page.getByRole("combobox", { name: "Source" }).selectOption("assessment");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Alan Turing"]);
  await page.getByRole("link", { name: "Clear" }).click();

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
      return page.getByRole("region", { name: "Delivery" }).textContent();
    })
    .toMatch(/Email: delivered/);
  await expectNoAxeViolations(page);

  await page
    .getByRole("textbox", { name: "Note", exact: true })
    .fill("Called back, wants a quote by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page.getByRole("combobox", { name: "Status" }).selectOption("Contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");

  const expectKept = async () => {
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
    await expect(page.getByText("Called back, wants a quote by Friday.")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "Status: New → Contacted",
    );
  };
  await page.reload();
  await expectKept();
  await server.stop();
  server = await startServer(serverEnv());
  await page.reload();
  await expectKept();

  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByRole("combobox", { name: "Status" }).selectOption("Contacted");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Grace Hopper"]);
});

test("Export CSV saves the rows of the view shown", async ({ page }) => {
  await signIn(page);
  const exportView = async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    return readFileSync(file, "utf8").trimEnd().split("\r\n");
  };
  const all = await exportView();
  expect(all[0]).toMatch(/^id,receivedAt,firstName,lastName,company,/);
  expect(all.slice(1).map((line) => line.split(",")[2])).toEqual(["Alan", "Grace", "Ada"]);

  await page.getByLabel("Search").fill("turing");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names(page)).toHaveText(["Alan Turing"]);
  const filtered = await exportView();
  expect(filtered).toHaveLength(2);
  expect(filtered[1]).toContain("alan@example.com");
});

test("Delete asks first, then erases the lead and its outbox rows", async ({ page }) => {
  await signIn(page);
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
    smtp.received.filter((mail) => mail.header("reply-to")?.includes(spammer.email));
  await signIn(page);
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
  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await expect(names(page)).toHaveText(["Maybe Human", "Alan Turing", "Grace Hopper"]);
});

test("Sign out ends the session: the old cookie opens nothing", async ({ page, context }) => {
  await signIn(page);
  const old = await context.cookies();
  expect(old.map((cookie) => cookie.name)).toContain("eca-inbox");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await context.addCookies(old);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/sign-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Activity page lists sign-ins, status changes, exports, deletions and Not spam", async ({
  page,
}) => {
  await signIn(page);
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
  await page.getByRole("combobox", { name: "Status" }).selectOption("Qualified");
  await page.getByRole("button", { name: "Save status" }).click();
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
  await signIn(page);
  await expectNoAxeViolations(page);
  // Nothing wider than the phone: the table turns into one card per lead.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Grace Hopper" }).click();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Activity" }).click();
  await expectNoAxeViolations(page);
  await context.close();
});
