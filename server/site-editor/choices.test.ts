import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { resultChoices, sourceChoices } from "./choices";

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
