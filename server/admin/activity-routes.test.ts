import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { Accounts, AuditLog } from "./accounts";
import { hashPassword } from "./passwords";
import { CHEAP, inboxTestApp, OWNER, PASSWORD } from "./test-app";

const start = inboxTestApp();

describe("the activity log", () => {
  it("shows the site's publishes and roll backs only to accounts that may edit the site, and pages what it shows", async () => {
    const app = await start();
    const db = openDatabase(app.options.leadsDb);
    try {
      new Accounts(db).addUser("leads@example.com", await hashPassword(PASSWORD, CHEAP), ["leads"]);
      const audit = new AuditLog(db);
      for (let n = 0; n < 150; n++) {
        audit.record({
          account: OWNER,
          clientAddress: "203.0.113.7",
          action: n % 2 ? "publish" : "roll back",
          detail: "done in 80 s; 1 file(s): src/content/copy/home.json",
        });
      }
    } finally {
      db.close();
    }
    const siteActions = (html: string) =>
      [...html.matchAll(/<td data-label="Action">(publish|roll back)<\/td>/g)].length;

    const owner = (await app.signIn()).jar;
    const ownerPage = await (await app.get("/admin/activity", owner)).text();
    expect(siteActions(ownerPage)).toBe(99);
    expect(ownerPage).toContain('<a href="/admin/activity?page=2">Older</a>');

    const leads = (await app.signIn("leads@example.com")).jar;
    for (const path of ["/admin/activity", "/admin/activity?page=2"]) {
      const page = await (await app.get(path, leads)).text();
      expect(siteActions(page)).toBe(0);
      expect(page).not.toContain("src/content/");
      // One page of entries: no link to another.
      expect(page).not.toContain('href="/admin/activity?page=');
      expect([...page.matchAll(/<td data-label="Action">sign-in<\/td>/g)]).toHaveLength(2);
    }
  });
});
