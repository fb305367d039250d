/**
 * The server the editor's suite drives (playwright.editor.config.ts starts it): the production app
 * with the built editor (`npm run build:editor`) on a throwaway copy of the project, and a signed-
 * in owner whose session cookie it leaves beside the copy for the tests. A save writes the copy's
 * files and builds nothing: the preview a save starts is the live suite's.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Accounts } from "../../server/admin/accounts";
import { hashPassword } from "../../server/admin/passwords";
import { buildApp } from "../../server/app";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import { copyProject } from "../support/project-copy";
import { editorScratch } from "./built-editor";

const scratch = editorScratch();
rmSync(scratch.dir, { recursive: true, force: true });
mkdirSync(scratch.dir, { recursive: true });
copyProject(scratch.source);

// Cheap hashing: nobody signs in with the password, the session below is the tests' way in.
const cheap = { N: 1024, r: 8, p: 1 };
const leadsDb = join(scratch.dir, "leads.db");
const db = openDatabase(leadsDb);
const accounts = new Accounts(db);
accounts.addUser("owner@example.com", await hashPassword("violet kettle 42 maples", cheap));
const { token } = accounts.createSession(accounts.findUser("owner@example.com")?.id ?? 0);
db.close();
const cookie = { name: "eca-inbox", value: token, domain: "127.0.0.1", path: "/", expires: -1 };
writeFileSync(
  scratch.sessionFile,
  JSON.stringify({
    cookies: [{ ...cookie, httpOnly: true, secure: false, sameSite: "Strict" }],
    origins: [],
  }),
);

const config = readConfig({ ...process.env, LEADS_DB: leadsDb, SITE_SOURCE_DIR: scratch.source });
const { app } = await buildApp({
  ...config,
  passwordParams: cheap,
  previewOnSave: false,
  // Nothing here publishes. A runner that keeps no process warm also leaves out the warm-up the
  // editor's page starts, two site builds beside the tests.
  buildSite: async () => ({ ok: false, output: "The editor's suite builds no site." }),
});
serve({ fetch: app.fetch, port: scratch.port, hostname: "127.0.0.1" }, () =>
  console.log(`Serving the built editor at http://127.0.0.1:${scratch.port}/keystatic`),
);
