import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Fixture, makeFixture, writeFileWithFolders } from "../../tests/support/fixture";
import { runLeadsCli } from "../leads-report";
import { backupContent } from "./content-backup";

let fixture: Fixture;
beforeAll(() => {
  fixture = makeFixture();
});
afterAll(() => fixture.remove());

const write = writeFileWithFolders;

async function leads(args: string[], env: Record<string, string>) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(args, env, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

it("keeps the content files and images in BACKUP_DIR, the newest few, and --restore puts them back", async () => {
  const source = join(fixture.dir, "site");
  const backups = join(fixture.dir, "backups");
  const quote = join(source, "src/content/testimonials/bakery.json");
  write(quote, '{"quote":"Owner wrote this"}');
  write(join(source, "src/assets/images/case-studies/acme/photo.png"), "png bytes");
  write(join(source, "src/content/records.ts"), "export {};\n");
  const at = Date.UTC(2026, 10, 26, 12, 0, 0);
  for (let hour = 0; hour < 4; hour++) {
    await backupContent(source, backups, at + hour * 3_600_000, 3);
  }
  expect(readdirSync(backups)).toEqual([
    "content-20261126T130000Z",
    "content-20261126T140000Z",
    "content-20261126T150000Z",
  ]);
  const newest = join(backups, "content-20261126T150000Z");
  expect(readdirSync(join(newest, "src/content"))).toEqual(["testimonials"]);

  write(quote, '{"quote":"Lost with the disk"}');
  const restored = await leads(["--restore", newest], { SITE_SOURCE_DIR: source });
  expect(restored).toMatchObject({ code: 0, err: "" });
  expect(restored.out).toContain("1 file changed (src/content/testimonials/bakery.json)");
  expect(readFileSync(quote, "utf8")).toBe('{"quote":"Owner wrote this"}');

  const refused = await leads(["--restore", join(fixture.dir, "content-20261126T150000Z")], {
    SITE_SOURCE_DIR: source,
  });
  expect(refused.code).toBe(1);
  expect(refused.err).toMatch(/^Refused: .* is not a content backup/);
});
