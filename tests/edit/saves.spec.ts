import { readFileSync, statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";

/**
 * The editor's save API on the development server (server/site-editor/dev-saves.ts) takes what the
 * live server takes and nothing more: a save from another site, or one that touches anything but
 * content, is refused whole and writes nothing. A save it takes is written whole (that it then shows
 * on the open page is editor-save.spec.ts's, through the editor itself).
 */
const event = "src/content/events/2024-03-14-automation-101.json";
const api = "/api/keystatic/update";
const newTitle = "Automation 101, as Saved Through the API";
const changed = `${JSON.stringify({ ...JSON.parse(readFileSync(event, "utf8")), title: newTitle }, null, 2)}\n`;
const base64 = (text: string) => Buffer.from(text).toString("base64url");

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder("src/content");
});
test.afterEach(async () => {
  await restoreFolder("src/content", snapshot);
});

const saveOf = (paths: string[]) =>
  JSON.stringify({
    additions: paths.map((path) => ({
      path,
      contents: base64(path === event ? changed : "{}\n"),
    })),
    deletions: [],
  });

test("a save without Keystatic's header is refused and writes nothing", async ({ request }) => {
  const packageJson = readFileSync("package.json");
  const response = await request.post(api, {
    headers: { "Content-Type": "application/json" },
    data: saveOf([event]),
  });
  expect(response.status()).toBe(400);
  expect(readFileSync(event, "utf8")).not.toBe(changed);
  expect(readFileSync("package.json")).toEqual(packageJson);
});

test("a save that reaches beyond the content is refused whole", async ({ request }) => {
  const packageJson = readFileSync("package.json");
  for (const path of ["package.json", "src/content/../../package.json", "src/pages/index.json"]) {
    const response = await request.post(api, {
      headers: { "Content-Type": "application/json", "no-cors": "1" },
      data: saveOf([event, path]),
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toMatch(/^Refused: .* Nothing was saved\.$/);
  }
  expect(readFileSync(event, "utf8")).not.toBe(changed);
  expect(readFileSync("package.json")).toEqual(packageJson);
});

test("a saved event is written whole, in a new file that takes the old one's name", async ({
  request,
}) => {
  const inode = statSync(event).ino;
  const response = await request.post(api, {
    headers: { "Content-Type": "application/json", "no-cors": "1" },
    data: saveOf([event]),
  });
  expect(response.status()).toBe(200);
  // A new file took the old one's name: the file was never seen emptied.
  expect(statSync(event).ino).not.toBe(inode);
  const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
  expect(paths).toContain(event);
  expect(readFileSync(event, "utf8")).toBe(changed);
});
