import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FACTS_PATH } from "../../src/lib/editor-paths";
import { buildFacts, tokenNames } from "../../src/lib/tokens";
import { editorServer, tree } from "../../tests/support/editor-server";

/**
 * What the editor's routes read back and what no save can reach, against the real app on a
 * throwaway source folder: the facts its copy fields show, and a fuzz of save paths.
 */
const { editor, request, save, write } = editorServer();

/** A small seeded generator: the same cases every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) % below;
  };
}

describe("the facts the editor's copy fields show", { timeout: 60_000 }, () => {
  const files = ["site.json", "claims.json", "blog/categories.json"].map(
    (name) => `src/content/${name}`,
  );
  const facts = () => request(FACTS_PATH, { headers: { Cookie: editor.sessions.editor.cookie } });

  it("are the ones saved in the source folder, built as the build builds them", async () => {
    const [site, claims, categories] = files.map((file) => JSON.parse(readFileSync(file, "utf8")));
    claims.pricing.implementation.price = "$4,900";
    categories.categories[0].count += 1;
    try {
      for (const [index, file] of files.entries()) {
        write(
          join(editor.source, file),
          JSON.stringify([site, claims, categories][index], null, 2),
        );
      }
      const response = await facts();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body).toEqual(buildFacts(site, claims, categories));
      expect(body.pricing.implementation.price).toBe("$4,900");
      // The same shape as the editor's bundled facts: every figure copy can name is there.
      for (const name of tokenNames) {
        const value = name.split(".").reduce((node, key) => node?.[key], body);
        expect(["string", "number"], name).toContain(typeof value);
      }

      // A file that fails its schema: no facts, and the editor keeps the ones it was built with.
      write(join(editor.source, files[1] as string), JSON.stringify({ ...claims, pricing: {} }));
      const broken = await facts();
      expect(broken.status).toBe(503);
      expect(await broken.json()).toEqual({ error: "The facts could not be read." });
    } finally {
      for (const file of files) rmSync(join(editor.source, file), { force: true });
    }
    expect((await facts()).status).toBe(503);
  });
});

// Four hundred saves through the real app: seconds on a busy machine.
describe("a fuzz of save paths, as an attacker would send them", { timeout: 120_000 }, () => {
  const folders = [
    "src/content",
    "src/content/blog",
    "src/content/events",
    "src/content/page-copy",
    "src/content/probe",
    "src/assets/images",
    "src/assets/images/blog",
    "src/assets/images/case-studies/acme",
  ];
  const parts = [
    ["src", "content", "assets", "images", "case-studies", "blog", "events", "page-copy", "guide"],
    ["..", ".", "", "%2e%2e", "..\\..", "~", "linked", "node_modules", "builds", ".git", "probe"],
  ].flat();
  /** Names an entry or an image may have in one of the folders. */
  const entryNames = ["home.json", "2024-05-01-new.json", "new-article.mdx", "a.png", "photo.jpg"];
  const names = [
    ["evil.md", "evil.mdx", "home.json", "x.json", "a.png", "victim.json", ".hidden.json"],
    ["index.ts", "package.json", "x.JSON", "é.json", " x.json", "x.json ", "2024-05-01-new.json"],
    ["new-article.mdx", "photo.jpg", "chart.svg", `${"a".repeat(130)}.json`, "x.json\u0000.png"],
  ].flat();
  const png = sharp({ create: { width: 4, height: 4, channels: 3, background: "#047857" } })
    .png()
    .toBuffer();

  it("never lets a refusal change a file, and lets an acceptance change only its own file", async () => {
    const random = seeded(49);
    const image = await png;
    const baseline = tree(editor.source, editor.outside);
    const accepted: string[] = [];
    for (let round = 0; round < 400; round++) {
      // Half the cases start in a real folder, so that some reach the checks past the path's shape.
      const folder = random(2) === 0 ? [folders[random(folders.length)]] : [];
      const segments = [
        ...folder,
        ...Array.from(
          { length: random(3) === 0 ? 1 + random(3) : 0 },
          () => parts[random(parts.length)],
        ),
        random(2) === 0 ? entryNames[random(entryNames.length)] : names[random(names.length)],
      ];
      const glue = ["/", "/", "/", "//", "\\"][random(5)] ?? "/";
      const path = `${random(10) === 0 ? "/" : ""}${segments.join(glue)}`;
      const contents = /\.(png|jpg)$/.test(path)
        ? image
        : path.endsWith(".mdx") || path.endsWith(".md")
          ? "---\ntitle: Probe\n---\nText\n"
          : "{}\n";
      const response = await save([{ path, contents }]);
      if (response.status === 200) {
        accepted.push(path);
        const after = tree(editor.source, editor.outside);
        const changed = Object.keys(after).filter((file) => after[file] !== baseline[file]);
        expect(changed, path).toEqual([join(editor.source, path)]);
        expect((await save([], { deletions: [path] })).status, path).toBe(200);
      } else {
        expect([400, 409], path).toContain(response.status);
      }
      expect(tree(editor.source, editor.outside), path).toEqual(baseline);
    }
    // Some cases hit the editor's own files; each lies in a folder its configuration defines.
    expect(accepted.length).toBeGreaterThan(5);
    for (const path of accepted) {
      expect(path, path).toMatch(
        /^src\/(?:content\/(?:blog\/[a-z0-9-]+\.mdx|events\/[a-z0-9-]+\.json|page-copy\/[a-z-]+\.json)|assets\/images\/(?:case-studies|blog)\/.+\.(?:png|jpg))$/,
      );
    }
  });
});
