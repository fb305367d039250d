import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { checkRequestedButtons, contactLabels } from "./contact-buttons";

const root = mkdtempSync(join(tmpdir(), "contact-buttons-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("reads the words of a page's contact buttons, not its other buttons", () => {
  const hero = {
    actions: [
      { kind: "contact", label: "Get Free Guide", source: "hero" },
      { kind: "booking", label: "Book a Call", source: "hero" },
    ],
  };
  expect(contactLabels({ hero, cta: { kind: "contact", label: "Ask Us" } })).toEqual([
    "Get Free Guide",
    "Ask Us",
  ]);
});

it("takes the saved PDFs' buttons, and refuses words no page's button has, naming the field", () => {
  expect(() => checkRequestedButtons(process.cwd())).not.toThrow();
  cpSync(join(process.cwd(), "src/content"), join(root, "src/content"), { recursive: true });
  const file = join(root, "src/content/downloads.json");
  const downloads = JSON.parse(readFileSync(file, "utf8"));
  downloads.downloads.readinessAssessment.requestedBy = ["Get the Readiness Assesment"];
  writeFileSync(file, JSON.stringify(downloads));
  expect(() => checkRequestedButtons(root)).toThrow(
    `src/content/downloads.json: downloads.readinessAssessment.requestedBy.0: no contact button on the site's pages says "Get the Readiness Assesment"`,
  );
});
