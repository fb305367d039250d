import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { fillTokens } from "../../src/lib/tokens";
import { listContentFiles } from "./content-files";
import { type EditTarget, editTargets, normalText, targetFor } from "./edit-marks";
import { editorConfig } from "./editor-files";

const root = fileURLToPath(new URL("../../", import.meta.url));
let targets: Map<string, EditTarget[]>;
let home: { hero: { title: string; lead: string } };

beforeAll(async () => {
  const files = await listContentFiles(root);
  targets = await editTargets(await editorConfig(), files, (path) =>
    readFile(join(root, path), "utf8").catch(() => null),
  );
  home = JSON.parse(await readFile(join(root, "src/content/page-copy/home.json"), "utf8"));
}, 60_000);

describe("where each text of the site is edited", () => {
  it("names a page's field by the editor's labels, with the screen that edits it", () => {
    const [headline] = targets.get(normalText(home.hero.title)) ?? [];
    expect(headline?.label).toBe("Home: Hero › Headline");
    expect(headline?.url).toBe("/keystatic/singleton/pageHome#edit=Hero%20%E2%80%BA%20Headline");
  });

  it("knows a text by the figures it shows, not by its tokens", () => {
    expect(home.hero.lead).toContain("{{");
    const shown = normalText(fillTokens(home.hero.lead, "test"));
    expect(targets.get(shown)?.[0]?.label).toBe("Home: Hero › Lead");
    expect([...targets.keys()].some((text) => text.includes("{{"))).toBe(false);
  });

  it("names a record of a collection by its title, with its item's screen", () => {
    const event = [...targets.values()]
      .flat()
      .find((target) => target.url.includes("/collection/events/"));
    expect(event?.label).toMatch(/^Events: .+: /);
    expect(event?.url).toMatch(/^\/keystatic\/collection\/events\/item\/[\w-]+#edit=/);
  });

  it("prefers the page's own entry when two fields say the same", () => {
    const shared = [
      { url: "a", label: "About us: x", file: "src/content/page-copy/about-us.json" },
      { url: "b", label: "Pricing: x", file: "src/content/page-copy/pricing.json" },
    ];
    expect(targetFor(shared, "/pricing")?.url).toBe("b");
    expect(targetFor(shared, "/blog")?.url).toBe("a");
  });
});
