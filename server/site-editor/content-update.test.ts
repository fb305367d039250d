import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentKind } from "./content-files";
import { type SaveResult, type SavingAccount, saveUpdate } from "./content-update";

/**
 * Saves are all or nothing and one at a time, on a throwaway source folder (and a tiny tmpfs for a
 * full disk): a save that cannot fit the tree or the disk leaves every file as it was, no hidden
 * file behind, and says why.
 */
let source: string;
/** Every content path is one the editor may write here; editor-files.test.ts tests that rule. */
const anyContent = (path: string) => contentKind(path);

const save = (
  additions: { path: string; text: string }[],
  deletions: string[] = [],
  account: SavingAccount = { mayShortenRetention: true },
): Promise<SaveResult> =>
  saveUpdate(
    source,
    JSON.stringify({
      additions: additions.map(({ path, text }) => ({
        path,
        contents: Buffer.from(text).toString("base64url"),
      })),
      deletions: deletions.map((path) => ({ path })),
    }),
    anyContent,
    account,
  );

/** Every file and folder under the source, files with a hash of their bytes. */
function tree(root = source): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (entry.isDirectory()) {
        found[`${path}/`] = "folder";
        walk(join(dir, entry.name), `${path}/`);
      } else {
        found[path] = createHash("sha256")
          .update(readFileSync(join(dir, entry.name)))
          .digest("hex");
      }
    }
  };
  walk(root, "");
  return found;
}

const write = (path: string, text: string) => {
  mkdirSync(join(source, path, ".."), { recursive: true });
  writeFileSync(join(source, path), text);
};

function makeSource(root: string) {
  source = root;
  write("src/content/events/kept.json", '{"title":"Kept"}\n');
  write("src/content/page-copy/home.json", '{"hero":{}}\n');
  mkdirSync(join(source, "src/content/events/folder.json"), { recursive: true });
  write("src/content/events/folder.json/inside.json", "{}\n");
}

describe("on a roomy disk", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), "eca-saves-"));
    makeSource(scratch);
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses, writing nothing, a save the tree cannot hold: 409 and why", async () => {
    const before = tree();
    const good = { path: "src/content/page-copy/home.json", text: '{"hero":{"title":"New"}}\n' };
    for (const [additions, deletions, why] of [
      [
        [good, { path: "src/content/page-copy/home.json/child.json", text: "{}" }],
        [],
        "src/content/page-copy/home.json/child.json would be inside the file src/content/page-copy/home.json",
      ],
      [
        [
          { path: "src/content/events/new.json", text: "{}" },
          { path: "src/content/events/new.json/child.json", text: "{}" },
        ],
        [],
        "src/content/events/new.json/child.json would be inside the file src/content/events/new.json",
      ],
      [[good], ["src/content/events/folder.json"], "src/content/events/folder.json is a folder"],
      [
        [good, { path: "src/content/events/folder.json", text: "{}" }],
        [],
        "src/content/events/folder.json is a folder",
      ],
      [
        [good, { path: "src/content/events/kept.json/x.json", text: "{}" }],
        [],
        "would be inside the file src/content/events/kept.json",
      ],
      [[good, good], [], "is written or deleted twice"],
      [[good], ["src/content/page-copy/home.json"], "is written or deleted twice"],
    ] as const) {
      const result = await save([...additions], [...deletions]);
      expect(result.status, why).toBe(409);
      expect("message" in result && result.message, why).toContain(why);
      expect(tree(), why).toEqual(before);
    }
  });

  it("refuses an account that may not see the leads a shorter retention, naming the field; a longer one is anyone's", async () => {
    const facts = (months: number) =>
      JSON.stringify({
        name: "ECA",
        legal: { leadRetentionMonths: months, spamRetentionDays: 30 },
      });
    write("src/content/site.json", facts(24));
    const siteOnly = { mayShortenRetention: false };
    const shorter = await save([{ path: "src/content/site.json", text: facts(1) }], [], siteOnly);
    expect(shorter).toEqual({
      status: 403,
      message:
        'Refused: only an account that may see the leads can shorten "Contact requests kept (months)" (from 24 to 1). Nothing was saved.',
    });
    expect(readFileSync(join(source, "src/content/site.json"), "utf8")).toBe(facts(24));
    const longer = await save([{ path: "src/content/site.json", text: facts(36) }], [], siteOnly);
    expect(longer).toEqual({ status: 200 });
    const owner = await save([{ path: "src/content/site.json", text: facts(12) }]);
    expect(owner).toEqual({ status: 200 });
  });

  it("writes a save of many files and deletions whole, with no hidden file left", async () => {
    const result = await save(
      [
        { path: "src/content/page-copy/home.json", text: '{"hero":{"title":"New"}}\n' },
        { path: "src/content/events/new/deeper/event.json", text: "{}\n" },
      ],
      ["src/content/events/kept.json", "src/content/events/never-there.json"],
    );
    expect(result).toEqual({ status: 200 });
    const after = tree();
    expect(Object.keys(after).filter((path) => /(^|\/)\./.test(path))).toEqual([]);
    expect(after["src/content/events/kept.json"]).toBeUndefined();
    expect(readFileSync(join(source, "src/content/page-copy/home.json"), "utf8")).toContain("New");
    expect(after["src/content/events/new/deeper/event.json"]).toBeDefined();
  });

  it("answers every one of twenty saves at once of twenty files, each written whole", async () => {
    const files = Array.from({ length: 20 }, (_, index) => ({
      path: `src/content/events/event-${index}.json`,
      text: `{"title":"Event ${index} ${"x".repeat(index * 1000)}"}\n`,
    }));
    const results = await Promise.all(files.map((file) => save([file])));
    expect(results).toEqual(files.map(() => ({ status: 200 })));
    for (const { path, text } of files) expect(readFileSync(join(source, path), "utf8")).toBe(text);
  });
});

describe("four saves at once of an image, each to a folder of its own", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), "eca-large-"));
    for (const index of [0, 1, 2, 3]) mkdirSync(join(scratch, `site-${index}`));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  // Saves to one folder wait for each other; to four folders, only the decodes wait, so that
  // four saves never hold four of the largest decoded images (about 160 MB each) at once. The
  // order does not depend on the size: a small image shows it as well as a large one, which
  // would take seconds per decode on a busy machine.
  it("decode one after another: never two at once", async () => {
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: "#047857" },
    })
      .png()
      .toBuffer();
    const saveImage = (index: number) =>
      saveUpdate(
        join(scratch, `site-${index}`),
        JSON.stringify({
          additions: [
            {
              path: `src/assets/images/blog/large-${index}.png`,
              contents: png.toString("base64url"),
            },
          ],
          deletions: [],
        }),
        anyContent,
        { mayShortenRetention: true },
      );
    // Every decode of every pixel (sharp's stats()), counted while it runs.
    const stats = sharp.prototype.stats;
    let decoding = 0;
    let mostAtOnce = 0;
    vi.spyOn(sharp.prototype, "stats").mockImplementation(async function (this: Sharp) {
      mostAtOnce = Math.max(mostAtOnce, ++decoding);
      try {
        return await stats.call(this);
      } finally {
        decoding--;
      }
    });
    const results = await Promise.all([0, 1, 2, 3].map(saveImage));
    expect(results).toEqual([0, 1, 2, 3].map(() => ({ status: 200 })));
    expect(mostAtOnce).toBe(1);
  });
});

/** A 256 KB tmpfs, where a root account may mount one (the CI machine and this one are root). */
function mountTinyDisk(at: string): boolean {
  if (process.getuid?.() !== 0) return false;
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", at]);
  return mount.status === 0;
}

describe("on a full disk", () => {
  const disk = mkdtempSync(join(tmpdir(), "eca-full-"));
  const mounted = mountTinyDisk(disk);
  afterAll(() => {
    if (mounted) execFileSync("umount", [disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  it.skipIf(!mounted)(
    "answers 507, puts back what was written and leaves no hidden file",
    async () => {
      makeSource(disk);
      const before = tree();
      const result = await save([
        { path: "src/content/page-copy/home.json", text: '{"hero":{"title":"New"}}\n' },
        { path: "src/content/events/new/event.json", text: "{}\n" },
        { path: "src/content/events/large.json", text: `"${"x".repeat(400 * 1024)}"` },
      ]);
      expect(result).toEqual({
        status: 507,
        message: "The server's disk is full. Nothing was saved.",
      });
      expect(tree()).toEqual(before);
    },
  );
});
