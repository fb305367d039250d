/** Build-time endpoint: the free guide and its two companion resources as PDFs. */
import type { APIRoute } from "astro";
import { createElement } from "react";
import {
  completeGuide,
  type DownloadId,
  implementationChecklist,
  readinessAssessment,
} from "~/collections/downloads";
import { automationGuideFile, automationGuidePage } from "~/collections/guide";
import type { Download } from "~/components/sections/Downloads";
import {
  CompleteGuidePdf,
  ImplementationChecklistPdf,
  ReadinessAssessmentPdf,
} from "~/features/guide/GuidePdf";
import { renderWithPageNumbers } from "~/features/guide/render-pdf";
import { cachedBuildStep, guideMayRead, sourceKey } from "~/lib/build-cache";

const { additionalResources } = automationGuidePage();

/** The companion's lead is the description of its card on /automation-guide. */
const cardDescription = (download: DownloadId) => {
  const card = additionalResources.items.find((item) => item.download === download);
  if (!card)
    throw new Error(
      `${automationGuideFile}: additionalResources.items: no card has "download": "${download}" (its description is the PDF's lead)`,
    );
  return card.description;
};

const renderers: ReadonlyArray<[Download, () => Promise<Buffer>]> = [
  [
    completeGuide,
    () => renderWithPageNumbers((pages) => createElement(CompleteGuidePdf, { pages })),
  ],
  [
    readinessAssessment,
    () =>
      renderWithPageNumbers(() =>
        createElement(ReadinessAssessmentPdf, {
          lead: cardDescription("readinessAssessment"),
        }),
      ),
  ],
  [
    implementationChecklist,
    () =>
      renderWithPageNumbers(() =>
        createElement(ImplementationChecklistPdf, {
          lead: cardDescription("implementationChecklist"),
        }),
      ),
  ],
];

export function getStaticPaths() {
  return renderers.map(([download, render]) => {
    const file = download.href.slice("/guides/".length, -".pdf".length);
    return { params: { file }, props: { render, file } };
  });
}

/** Made once per build; a publish that changed none of the guide's inputs reuses the PDFs. */
let inputs: Promise<string> | undefined;

export const GET: APIRoute<{ render: () => Promise<Buffer>; file: string }> = async ({ props }) => {
  inputs ??= sourceKey(guideMayRead);
  const pdf = await cachedBuildStep(`guide-${props.file}`, await inputs, props.render);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
};
