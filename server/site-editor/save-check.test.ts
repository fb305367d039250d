import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copyContent } from "./content-files";
import { type ContentCheck, saveUpdate } from "./content-update";
import { editorConfig, editorFiles } from "./editor-files";
import { readersRefusal, refusalInWords } from "./save-check";

/**
 * A save the build would refuse is refused at Save, in the owner's words, with nothing written:
 * the real check (every reader, in a process of its own) on a copy of the site's content.
 */
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
let source: string;
const check: ContentCheck = async (trial) => {
  const said = await readersRefusal(trial);
  return said ? refusalInWords(said, await editorConfig(), trial) : null;
};
const owner = { mayShortenRetention: true };

const save = async (path: string, edit: (text: string) => string) => {
  const text = edit(readFileSync(join(source, path), "utf8"));
  const body = JSON.stringify({
    additions: [{ path, contents: Buffer.from(text).toString("base64url") }],
    deletions: [],
  });
  return saveUpdate(source, body, editorFiles(await editorConfig()), owner, check);
};
const json =
  <Data>(edit: (data: Data) => void) =>
  (text: string) => {
    const data = JSON.parse(text);
    edit(data);
    return JSON.stringify(data, null, 2);
  };

beforeAll(async () => {
  source = mkdtempSync(join(tmpdir(), "eca-save-check-"));
  await copyContent(repoRoot, source);
});
afterAll(() => rmSync(source, { recursive: true, force: true }));

it("refuses a reference to a testimonial that does not exist, naming the page, the field and the item, and writes nothing", async () => {
  const file = "src/content/page-copy/home.json";
  const before = readFileSync(join(source, file), "utf8");
  const refused = await save(
    file,
    json((home: { testimonials: { testimonials: string[] } }) => {
      home.testimonials.testimonials.push("tacoma-landscaping");
    }),
  );
  expect(refused.status).toBe(422);
  const message = "message" in refused ? refused.message : "";
  expect(message).toMatch(
    /^The site would not build with this: Home › Testimonials › Testimonials › item 5: Unknown testimonial "tacoma-landscaping"\. Nothing was saved\.$/,
  );
  expect(message).not.toMatch(/src\/|\.json|\.4\b/);
  // The field it is in, for the editor to say it there.
  expect("field" in refused && refused.field).toEqual({
    trail: ["Testimonials", "Testimonials", "item 5"],
    problem: 'Unknown testimonial "tacoma-landscaping"',
  });
  expect(readFileSync(join(source, file), "utf8")).toBe(before);
});

it("refuses an event's impossible date and an article's short description, by the record's name", async () => {
  const event = await save(
    "src/content/events/2024-03-14-automation-101.json",
    json((data: { when: { date: string } }) => {
      data.when.date = "2024-02-30";
    }),
  );
  expect("message" in event && event.message).toContain(
    "Events: Automation 101: Where Small Businesses Save the Most Time › When",
  );
  const article = await save("src/content/blog/change-management-automation.mdx", (text) =>
    text.replace(/^description: >-\n(?: {2}.*\n)+/m, "description: Too short.\n"),
  );
  expect("message" in article && article.message).toContain(
    "Articles: Change Management for Automation Projects › Description",
  );
});

it("refuses a free PDF asked for by words no button has, naming the PDF and the button", async () => {
  const file = "src/content/downloads.json";
  const refused = await save(
    file,
    json((data: { downloads: { completeGuide: { requestedBy: string[] } } }) => {
      data.downloads.completeGuide.requestedBy[1] = "Download the Complete Guide";
    }),
  );
  expect(refused.status).toBe(422);
  expect("message" in refused && refused.message).toBe(
    `The site would not build with this: Free downloads › The PDFs › The complete guide › Buttons that ask for it › item 2: no contact button on the site's pages says "Download the Complete Guide". Nothing was saved.`,
  );
});

it("keeps a renamed menu's pages in it", async () => {
  const file = "src/content/page-list.json";
  const saved = await save(
    file,
    json((list: { menus: { key: string; name: string }[] }) => {
      const about = list.menus.find(({ key }) => key === "about");
      if (!about) throw new Error("the About menu");
      about.name = "Company";
    }),
  );
  expect(saved).toEqual({ status: 200 });
  const list = JSON.parse(readFileSync(join(source, file), "utf8"));
  expect(list.menus).toContainEqual({ key: "about", name: "Company" });
  expect(list.pages.find(({ path }: { path: string }) => path === "/pricing").group).toBe("about");
});

it("writes a save the build takes", async () => {
  const file = "src/content/page-copy/home.json";
  const saved = await save(
    file,
    json((home: { hero: { title: string } }) => {
      home.hero.title = "Automate the paperwork.";
    }),
  );
  expect(saved).toEqual({ status: 200 });
  expect(readFileSync(join(source, file), "utf8")).toContain("Automate the paperwork.");
});
