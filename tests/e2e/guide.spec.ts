import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import {
  completeGuide,
  downloads,
  implementationChecklist,
  readinessAssessment,
} from "../../src/collections/downloads";
import type * as Guide from "../../src/collections/guide";
import { expect, test } from "./fixtures";
import { loadAppModule } from "./helpers";

/** The free PDFs as served, read back with a PDF text extractor. */

/** The metrics of the PDF's built-in fonts, which pdf.js reads from its own package. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  // Lines wrap anywhere: compare text with its white space collapsed.
  return { title: info.Title, pages: pages.map((text) => text.replace(/\s+/g, " ")) };
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

/** A free PDF as served, read once: a PDF titled as its download, with the title on its cover. */
async function readDownload(request: APIRequestContext, download: (typeof downloads)[number]) {
  const response = await request.get(download.href);
  expect(response.status(), download.href).toBe(200);
  expect(response.headers()["content-type"], download.href).toBe("application/pdf");
  const pdf = await readPdf(await response.body());
  expect(pdf.title, download.href).toBe(download.title);
  expect(pdf.pages[0], download.href).toContain(download.title);
  return pdf;
}

test.describe("free guide PDFs", () => {
  test("the complete guide is titled as its download, with the pages the page promises and every section and topic", async ({
    request,
  }) => {
    const { automationGuidePage } = await loadAppModule<typeof Guide>(
      "src/collections/guide/index.ts",
    );
    const { hero, guideSections } = automationGuidePage();
    const promisedPages = Number.parseInt(
      hero.stats.find((stat) => stat.label === "Pages")?.value ?? "",
      10,
    );
    const pdf = await readDownload(request, completeGuide);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(promisedPages);

    const text = pdf.pages.join(" ");
    const contents = pdf.pages[1] ?? "";
    for (const [index, section] of guideSections.groups.entries()) {
      expect(contents).toContain(`${index + 1}. ${section.title}`);
      expect(text).toContain(collapse(section.description));
      for (const topic of section.topics) {
        expect(contents, "listed in the contents").toContain(topic.title);
        expect(text).toContain(collapse(topic.summary));
      }
    }
    // Every page but the cover is numbered.
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
  });

  test("every other download is titled as such, and the companions hold the readiness scorecard and the launch checklist", async ({
    request,
  }) => {
    const { readinessAreas, checklistPhases } = await loadAppModule<typeof Guide>(
      "src/collections/guide/index.ts",
    );
    const texts = new Map<string, string>();
    for (const download of downloads) {
      if (download === completeGuide) continue;
      texts.set(download.href, (await readDownload(request, download)).pages.join(" "));
    }

    const readiness = texts.get(readinessAssessment.href) ?? "";
    for (const area of readinessAreas) {
      expect(readiness).toContain(area.area);
      for (const statement of area.statements) expect(readiness).toContain(collapse(statement));
    }

    const checklist = texts.get(implementationChecklist.href) ?? "";
    for (const [index, phase] of checklistPhases.entries()) {
      expect(checklist).toContain(`Phase ${index + 1}: ${phase.phase}`);
      for (const item of phase.items) expect(checklist).toContain(collapse(item));
    }
  });
});
