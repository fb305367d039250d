import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { contactButtonChoices, menuChoices, resultChoices, sourceChoices } from "./choices";

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

it("offers each contact button of the pages once, by its words and the pages it is on", async () => {
  const choices = await contactButtonChoices(process.cwd());
  expect(choices).toContainEqual({ value: "Get Free Guide", label: "Get Free Guide (on Home)" });
  expect(choices).toContainEqual({
    value: "Download Complete Guide",
    label: "Download Complete Guide (on Automation Guide)",
  });
  expect(choices.map(({ value }) => value)).not.toContain("Book Discovery Call");
  const root = await mkdtemp(join(tmpdir(), "button-choices-"));
  const folder = join(root, "src/content/page-copy");
  await mkdir(folder, { recursive: true });
  const button = { kind: "contact", label: "Ask Us", source: "hero" };
  await writeFile(join(folder, "home.json"), JSON.stringify({ hero: { actions: [button] } }));
  await writeFile(join(folder, "not-found.json"), JSON.stringify({ actions: [button] }));
  await writeFile(join(folder, "pricing.json"), "{ half");
  const pages = [{ path: "/", name: "Start" }];
  await writeFile(join(root, "src/content/page-list.json"), JSON.stringify({ pages }));
  expect(await contactButtonChoices(root)).toEqual([
    { value: "Ask Us", label: "Ask Us (on Start, Page not found)" },
  ]);
});
