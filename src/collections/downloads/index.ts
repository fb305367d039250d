/**
 * The free PDFs, made at build by src/pages/guides/[file].pdf.ts. The words are
 * src/content/downloads.json, imported as they are: this module goes into the contact island's
 * bundle, so it holds no schema; the build checks the file with ./schema.ts (../facts/index.ts).
 */
import type { z } from "astro/zod";
import type { Download } from "~/components/sections/Downloads";
import downloadsFile from "~/content/downloads.json" with { type: "json" };
import type { downloadsSchema } from "./schema";

/** A download as ./schema.ts declares it, which checks that its `href` is a PDF's path. */
type DeclaredDownload = z.output<typeof downloadsSchema>["downloads"][DownloadId];

const asDownload = (download: DeclaredDownload) =>
  download satisfies Omit<Download, "href"> as Download;

export const completeGuide = asDownload(downloadsFile.downloads.completeGuide);
export const readinessAssessment = asDownload(downloadsFile.downloads.readinessAssessment);
export const implementationChecklist = asDownload(downloadsFile.downloads.implementationChecklist);

export const downloads: readonly Download[] = [
  completeGuide,
  readinessAssessment,
  implementationChecklist,
];

/** A download's key in the file, the id page copy names it by ("readinessAssessment"). */
export type DownloadId = keyof typeof downloadsFile.downloads;

export const downloadById = (id: DownloadId) => asDownload(downloadsFile.downloads[id]);

/** Before the link in the notice that keeps a requested download on its page for the visit. */
export const keptDownloadLead = downloadsFile.keptDownloadLead;

export const downloadRequestedBy = (label: string): Download | undefined =>
  downloads.find((download) => download.requestedBy.includes(label));
