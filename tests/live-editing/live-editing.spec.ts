import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { CSRF_HEADER, CSRF_META } from "../../server/site-editor/csrf-fetch";
import { buildDirOf } from "../../site-env";
import { EDITOR_BUNDLE_DIR } from "../../src/lib/editor-paths";
import { buildFolders } from "../support/build-folders";
import { copyProject } from "../support/project-copy";
import { type RunningServer, startServer } from "../support/spawn";
import { expectScriptsAllowed, grep, load, sideways } from "./live-checks";

/**
 * The owner edits the live site on our own server: sign in, Edit site, change a text, save,
 * Preview (at 1280 and 390 px), Edit from the preview, Publish the preview, see it live with text
 * that looks like markup, Roll back; an article the build refuses because of what its images
 * name; what is refused to whom; a backup. Each save starts a whole site build (the preview's):
 * two of them here, and the refused publish fails seconds in.
 */
test.describe.configure({ mode: "serial" });

/**
 * The text the owner changes: the home page's headline, where it lives, how the editor names it,
 * where the site shows it.
 */
const EDIT = {
  file: "src/content/page-copy/home.json",
  editorPath: "/keystatic/singleton/pageHome",
  field: "Headline",
  /** The change's name in the waiting list and the Edit button's. */
  part: "Hero › Headline",
  page: "/",
  from: "Automate the busywork.",
  to: "Automate the paperwork.",
};

/**
 * Text that looks like markup, typed by the owner into an article's description, published with
 * the headline: the description reaches the page's meta tags, which its policy must read as text.
 */
const MARKUP_TEXT = {
  file: "src/content/blog/5-signs-small-business-needs-automation.mdx",
  page: "/blog/5-signs-small-business-needs-automation",
  description: "Five signs <!-- and one sign --> <script>alert(1)</script> it is time to automate",
};

/**
 * A publish the build refuses: an article names as its images a Markdown file whose `layout:` is a
 * module that writes a marker file, and a file outside the site. The build must stop at the
 * article, naming it and the lines, with the module never run and the outside file never read. A
 * save cannot write that Markdown file; it is put there by hand, as if it were there already. So
 * is the article: a save writes its text as sent (server/site-editor/content-update.test.ts) and
 * would start a preview build of the same content through the same runner, a second failing build
 * that proves nothing more. It fails seconds in, before any page is built.
 */
const HOSTILE = {
  file: "src/content/blog/ai-vs-traditional-automation.mdx",
  page: "/blog/ai-vs-traditional-automation",
  planted: "src/content/probe/evil.md",
  images: "\n![chart](../probe/evil.md)\n\n![chart](../../../../../../../../etc/passwd)\n",
};

const port = Number(process.env.PORT ?? 4336);
const base = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const OWNER = "owner@example.com";
const STAFF = "staff@example.com";
const PASSWORD = "violet kettle 42 maples";

let scratch: string;
let source: string;
let server: RunningServer;
/** What the home page said before the owner's change. */
let before: string;
/** The content backup written right after the publish. */
let backupAfterPublish: string;

/** Every file under the source folder but the builds and backups, with a hash of its bytes. */
function sourceTree(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (["node_modules", "builds", ".astro"].includes(path)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${path}/`);
      else
        files[path] = createHash("sha256")
          .update(readFileSync(join(dir, entry.name)))
          .digest("hex");
    }
  };
  walk(source, "");
  return files;
}

const users = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "server/users-cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, LEADS_DB: join(scratch, "leads.db") },
    input: `${PASSWORD}\n`,
    encoding: "utf8",
  });

async function signIn(page: Page, email: string) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const pageText = async (path: string) => (await fetch(`${base}${path}`)).text();

/** A save through the editor's API, as Keystatic's page sends it, with the account's token. */
const saveFile = (who: { cookie: string; csrf: string }, path: string, text: string) =>
  fetch(`${base}/api/keystatic/update`, {
    method: "POST",
    headers: {
      Cookie: who.cookie,
      Origin: base,
      "Content-Type": "application/json",
      "no-cors": "1",
      [CSRF_HEADER]: who.csrf,
    },
    body: JSON.stringify({
      additions: [{ path, contents: Buffer.from(text).toString("base64url") }],
      deletions: [],
    }),
  });

/** A signed-in account's cookie and the editor page's token (empty when it gets no editor). */
async function account(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const editor = await fetch(`${base}/keystatic`, { headers: { Cookie: cookie } });
  const csrf =
    new RegExp(`name="${CSRF_META}" content="([^"]+)"`).exec(await editor.text())?.[1] ?? "";
  await context.close();
  return { cookie, csrf, editorStatus: editor.status };
}
const editedFile = () =>
  JSON.parse(readFileSync(join(source, EDIT.file), "utf8")) as Record<string, unknown>;

test.beforeAll(async () => {
  expect(
    existsSync(join(repoRoot, EDITOR_BUNDLE_DIR, "index.html")),
    "the editor's bundle: run `npm run build:editor` first",
  ).toBe(true);
  scratch = mkdtempSync(join(tmpdir(), "eca-live-"));
  source = join(scratch, "site");
  copyProject(source);
  expect(users("add", OWNER, "--can", "leads,site").status).toBe(0);
  expect(users("add", STAFF, "--can", "leads").status).toBe(0);
  server = await startServer({
    PORT: String(port),
    BUILD_DIR: buildDirOf(),
    LEADS_DB: join(scratch, "leads.db"),
    SITE_SOURCE_DIR: source,
    BACKUP_DIR: join(scratch, "backups"),
  });
  before = await pageText(EDIT.page);
  expect(before).toContain(EDIT.from);
});

test.afterAll(async () => {
  // A save starts a build of its own in a process group of its own: a crash-like stop would
  // leave it writing into the folder removed next.
  await server?.stop("SIGTERM");
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("signed out, from another site, without the site permission, or outside the content: refused, nothing written", async ({
  browser,
}) => {
  const tree = sourceTree();
  const save = (cookie: string, csrf: string, path: string, origin = base) =>
    fetch(`${base}/api/keystatic/update`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: origin,
        "Content-Type": "application/json",
        "no-cors": "1",
        [CSRF_HEADER]: csrf,
      },
      body: JSON.stringify({
        additions: [{ path, contents: Buffer.from('{"quote":"x"}').toString("base64url") }],
        deletions: [],
      }),
    });
  const owner = await account(browser, OWNER);
  const staff = await account(browser, STAFF);
  expect(owner.editorStatus).toBe(200);
  expect(staff.editorStatus).toBe(404);

  expect((await fetch(`${base}/keystatic`)).status).toBe(404);
  expect((await save("", owner.csrf, EDIT.file)).status).toBe(404);
  expect((await save(owner.cookie, owner.csrf, EDIT.file, "https://evil.example")).status).toBe(
    403,
  );
  expect((await save(owner.cookie, "", EDIT.file)).status).toBe(403);
  expect((await save(staff.cookie, owner.csrf, EDIT.file)).status).toBe(404);
  for (const path of [
    "package.json",
    "../outside.json",
    "src/content/../../server/app.json",
    "src/pages/x.json",
    HOSTILE.planted,
    "src/content/probe/evil.mdx",
  ]) {
    expect((await save(owner.cookie, owner.csrf, path)).status, path).toBe(400);
  }
  // The same refusals, ten of each at once, as a script would fire them.
  const refusals = [
    { expected: 404, send: () => save("", owner.csrf, EDIT.file) },
    {
      expected: 403,
      send: () => save(owner.cookie, owner.csrf, EDIT.file, "https://evil.example"),
    },
    { expected: 404, send: () => save(staff.cookie, owner.csrf, EDIT.file) },
    { expected: 400, send: () => save(owner.cookie, owner.csrf, "../outside.json") },
  ];
  const burst = refusals.flatMap((refusal) => Array.from({ length: 10 }, () => refusal));
  const statuses = await Promise.all(burst.map(async ({ send }) => (await send()).status));
  expect(statuses).toEqual(burst.map(({ expected }) => expected));
  // A save the build would refuse: a testimonial that does not exist, refused at Save in words.
  const home = JSON.parse(readFileSync(join(source, EDIT.file), "utf8"));
  home.testimonials.testimonials.push("tacoma-landscaping");
  const unknown = await saveFile(owner, EDIT.file, JSON.stringify(home));
  expect(unknown.status).toBe(422);
  expect(await unknown.text()).toBe(
    `The site would not build with this: Home › Testimonials › Testimonials › item ${home.testimonials.testimonials.length}: Unknown testimonial "tacoma-landscaping". Nothing was saved.`,
  );
  expect(sourceTree()).toEqual(tree);
});

test("the owner changes a text, saves, previews it alone, lands on its field from Edit, publishes the preview: the page shows it; requests meanwhile all succeed; Roll back shows the old one", async ({
  page,
  browser,
}) => {
  const article = readFileSync(join(source, MARKUP_TEXT.file), "utf8");
  const withMarkup = article.replace(
    /^description: >-\n(?: {2}.*\n)+/m,
    `description: ${JSON.stringify(MARKUP_TEXT.description)}\n`,
  );
  expect(withMarkup).not.toBe(article);
  const owner = await account(browser, OWNER);
  await signIn(page, OWNER);
  await page.getByRole("link", { name: "Edit site" }).click();
  await expect(page).toHaveURL(`${base}/keystatic`);
  await page.goto(`${base}${EDIT.editorPath}`);
  const field = page.getByRole("textbox", { name: EDIT.field, exact: true });
  await field.fill((await field.inputValue()).replace(EDIT.from, EDIT.to));
  // Saved just before the headline: each save starts a preview build, and the headline's stops
  // this one's (decision 056), so the sooner it follows the less of a build runs for nothing.
  expect((await saveFile(owner, MARKUP_TEXT.file, withMarkup)).status).toBe(200);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => JSON.stringify(editedFile())).toContain(EDIT.to);
  const waiting = page.getByRole("link", { name: "Publish · 2 changes" });
  await expect(waiting).toHaveAttribute("title", new RegExp(`Home: ${EDIT.part}`));

  // Preview: the saved draft's own build, for this account only, with Edit on each text.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview, not live yet")).toBeVisible({ timeout: 10 * 60_000 });
  await expect(page).toHaveURL(`${base}/preview`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(EDIT.to);
  expect(await pageText(EDIT.page)).toContain(EDIT.from);
  expect((await fetch(`${base}/preview`)).status).toBe(404);
  await page.getByRole("heading", { level: 1 }).hover();
  await page.getByRole("link", { name: `Edit Home: ${EDIT.part}` }).click();
  await expect(page.getByRole("textbox", { name: EDIT.field, exact: true })).toBeFocused();
  await onAPhone(browser);

  // The same bounded load on an idle server first, to compare with the load during the swap.
  const asset = /\/assets\/[\w.-]+\.(?:js|css|avif|webp|png|jpe?g|svg)/.exec(before)?.[0];
  expect(asset, "a hashed asset on the page").toBeTruthy();
  const idle = await load(base, [EDIT.page, "/pricing", asset ?? ""], { requests: 300 });

  await waiting.click();
  const pressed = Date.now();
  await page.getByRole("button", { name: "Publish · 2 changes" }).click();
  let liveAfterMs = 0;
  const during = await load(base, [EDIT.page, "/pricing", asset ?? ""], {
    until: (body, path) => {
      if (path === EDIT.page && body.includes(EDIT.to) && !liveAfterMs)
        liveAfterMs = Date.now() - pressed;
      return liveAfterMs > 0;
    },
    requests: 200_000,
    pauseMs: 50,
  });
  expect(during.failures).toEqual([]);
  expect(liveAfterMs).toBeGreaterThan(0);
  // The previewed build went live as it was: no build of its own.
  await expect(page.locator("#publish-result")).toContainText("Published the preview in", {
    timeout: 60_000,
  });
  const published = await pageText(EDIT.page);
  expect(published).toContain(EDIT.to);
  expect(published).not.toContain(EDIT.from);
  // Named by the time they were taken; a folder listing comes in no particular order.
  const backups = readdirSync(join(scratch, "backups"))
    .filter((name) => name.startsWith("content-"))
    .sort();
  backupAfterPublish = join(scratch, "backups", backups.at(-1) ?? "");

  const visitor = await browser.newPage();
  await expectScriptsAllowed(visitor, `${base}${MARKUP_TEXT.page}`, MARKUP_TEXT.description);
  await visitor.close();

  // Nothing of the editor is in any build the site serves.
  for (const folder of [join(repoRoot, buildDirOf()), ...publishedBuilds()]) {
    const hits = grep(folder, /keystatic|eca-csrf|x-eca-csrf/i);
    expect(hits, folder).toEqual([]);
  }

  await page.getByRole("button", { name: "Roll back" }).click();
  // It says what it undoes, and asks.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Roll back to the publish of",
  );
  await expect(page.locator("#put-back-live")).toContainText(`Home: ${EDIT.part}`);
  const rollBack = Date.now();
  await page.getByRole("button", { name: "Roll back" }).click();
  await expect.poll(() => pageText(EDIT.page), { timeout: 60_000, intervals: [50] }).toBe(before);
  const rolledBackMs = Date.now() - rollBack;
  await expect(page.locator("#publish-result")).toContainText("Rolled back in");
  expect(JSON.stringify(editedFile())).toContain(EDIT.from);

  test.info().annotations.push({
    type: "measurements",
    description: JSON.stringify({
      previewedPublishToLiveS: liveAfterMs / 1000,
      rollBackS: rolledBackMs / 1000,
      idle: idle.summary,
      duringBuild: during.summary,
    }),
  });
  console.log(
    `measurements: previewed publish to live ${liveAfterMs} ms, roll back ${rolledBackMs} ms`,
  );
  console.log(
    `idle: ${JSON.stringify(idle.summary)}\nduring the publish: ${JSON.stringify(during.summary)}`,
  );
});

test("an article whose images name a Markdown module and a file outside the site: the publish fails at the article, runs nothing, reads nothing, and the live page stays", async ({
  page,
}) => {
  const live = await pageText(HOSTILE.page);
  const marker = join(scratch, "module-ran");
  mkdirSync(join(source, HOSTILE.planted, ".."), { recursive: true });
  const module = `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker)}, "ran"); export default function Layout() { return null; }`;
  writeFileSync(
    join(source, HOSTILE.planted),
    `---\nlayout: "data:text/javascript;base64,${Buffer.from(module).toString("base64")}"\n---\n# Chart\n`,
  );
  const original = readFileSync(join(source, HOSTILE.file), "utf8");
  try {
    writeFileSync(join(source, HOSTILE.file), `${original}${HOSTILE.images}`);
    await signIn(page, OWNER);
    await page.goto(`${base}/admin/site`);
    await page.getByRole("button", { name: "Publish" }).click();
    const result = page.locator("#publish-result");
    await expect(result).toContainText("The publish failed; the live site is unchanged.", {
      timeout: 10 * 60_000,
    });
    const message = (await result.locator("pre").textContent()) ?? "";
    const lines = original.split("\n").length;
    expect(message).toContain(
      `${HOSTILE.file}: line ${lines + 1}: the image "../probe/evil.md" is not an image in src/assets/images/`,
    );
    expect(message).toContain(`line ${lines + 3}: the image "../../../../../../../../etc/passwd"`);
    expect(message).not.toMatch(/root:|daemon:|writeFileSync/);
    expect(existsSync(marker), "the planted module ran").toBe(false);
    expect(await pageText(HOSTILE.page)).toBe(live);
  } finally {
    // Put back by hand, as it was written: a save would start a whole preview build.
    writeFileSync(join(source, HOSTILE.file), original);
    rmSync(join(source, "src/content/probe"), { recursive: true, force: true });
  }
});

test("a backup taken after a publish restores the owner's edit", () => {
  writeFileSync(join(source, EDIT.file), "{}\n");
  const restore = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/leads-cli.ts", "--restore", backupAfterPublish],
    { cwd: repoRoot, env: { ...process.env, SITE_SOURCE_DIR: source }, encoding: "utf8" },
  );
  expect(restore.stderr).toBe("");
  expect(restore.status).toBe(0);
  expect(JSON.stringify(editedFile())).toContain(EDIT.to);
});

/**
 * The preview, Edit and the Publish page on a phone (390 px, touch): no sideways scrolling; a tap
 * on the headline shows Edit, a tap on Edit opens the editor at the field.
 */
async function onAPhone(browser: Browser) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await signIn(page, OWNER);
  await page.goto(`${base}/preview`);
  await expect(page.getByText("Preview, not live yet")).toBeVisible();
  expect(await sideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath("preview-390.png") });
  await page.getByRole("heading", { level: 1 }).tap();
  const edit = page.getByRole("link", { name: `Edit Home: ${EDIT.part}` });
  await expect(edit).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("preview-edit-390.png") });
  await edit.tap();
  await expect(page.getByRole("textbox", { name: EDIT.field, exact: true })).toBeFocused();
  expect(await sideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath("editor-390.png") });
  await page.goto(`${base}/admin/site`);
  await expect(page.getByRole("button", { name: "Publish · 2 changes" })).toBeVisible();
  expect(await sideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath("publish-390.png"), fullPage: true });
  await phone.close();
}

function publishedBuilds(): string[] {
  return buildFolders(source).map((id) => join(source, "builds", id, "site"));
}
