/**
 * The pages' contact buttons by their words: a free PDF names the buttons that ask for it by them
 * (src/content/downloads.json), the editor offers them (server/site-editor/choices.ts), the build
 * refuses words no button has. Node only for the check; `contactLabels` reads data it is given.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { downloadsSchema } from "../downloads/schema";
import { contentRoot, readData } from "../records";

/** The words of every contact button in a page's copy, as stored, in the copy's order. */
export function contactLabels(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  const action = value as { kind?: unknown; label?: unknown };
  const own = action.kind === "contact" && typeof action.label === "string" ? [action.label] : [];
  return [...own, ...Object.values(value).flatMap(contactLabels)];
}

const COPY_FOLDER = "src/content/page-copy";

/** Throws, naming the PDF's field, when a PDF is asked for by words no page's button has. */
export function checkRequestedButtons(root = contentRoot()): void {
  const labels = new Set(
    readdirSync(join(root, COPY_FOLDER))
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) => contactLabels(readData(`${COPY_FOLDER}/${name}`, z.unknown(), root))),
  );
  const file = "src/content/downloads.json";
  for (const [key, download] of Object.entries(readData(file, downloadsSchema, root).downloads)) {
    download.requestedBy.forEach((label, index) => {
      if (!labels.has(label)) {
        throw new Error(
          `${file}: downloads.${key}.requestedBy.${index}: no contact button on the site's pages says "${label}"`,
        );
      }
    });
  }
}
