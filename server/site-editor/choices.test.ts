import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { menuChoices, resultChoices, sourceChoices } from "./choices";

it("offers every saved case study's results, each by its case study and its words", async () => {
  const choices = await resultChoices(process.cwd());
  expect(choices).toContainEqual({
    value: "manufacturing-automation/lead-time",
    label:
      "Manufacturing Automation: 40% Shorter lead time from a customer's purchase order to a shipped…",
  });
  expect(choices).toHaveLength(6 * 4);
});

it("offers a result saved a moment ago, and nothing of a file it cannot read", async () => {
  const root = await mkdtemp(join(tmpdir(), "result-choices-"));
  const folder = join(root, "src/content/case-studies");
  await mkdir(folder, { recursive: true });
  const study = {
    title: "Bakery",
    results: { items: [{ id: "waste", metric: "30%", description: "Less waste." }] },
  };
  await writeFile(join(folder, "bakery.json"), JSON.stringify(study));
  await writeFile(join(folder, "broken.json"), "{ half");
  expect(await resultChoices(root)).toEqual([
    { value: "bakery/waste", label: "Bakery: 30% Less waste." },
  ]);
});

it("offers the buttons the inbox names, by its words for each", async () => {
  expect(await sourceChoices(process.cwd())).toContainEqual({
    value: "hero",
    label: "The button at the top",
  });
});

it("offers the menus by the names the site shows, a renamed one by its new name", async () => {
  expect(await menuChoices(process.cwd())).toEqual([
    { value: "automation-solutions", label: "Automation Solutions" },
    { value: "process-analysis", label: "Process Analysis" },
    { value: "case-studies", label: "Case Studies" },
    { value: "resources", label: "Resources" },
    { value: "about", label: "About" },
  ]);
  const root = await mkdtemp(join(tmpdir(), "menu-choices-"));
  await mkdir(join(root, "src/content"), { recursive: true });
  const menus = [{ key: "about", name: "Company" }];
  await writeFile(join(root, "src/content/page-list.json"), JSON.stringify({ menus }));
  expect(await menuChoices(root)).toEqual([{ value: "about", label: "Company" }]);
});
