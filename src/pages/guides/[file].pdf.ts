/** Build-time endpoint: the free guide and its two companion resources as PDFs. */
import type { APIRoute } from "astro";
import { createElement } from "react";
import {
  completeGuide,
  implementationChecklist,
  readinessAssessment,
} from "~/collections/downloads";
import type { Download } from "~/components/types";
import { additionalResources } from "~/content/copy/automation-guide";
import {
  CompleteGuidePdf,
  ImplementationChecklistPdf,
  ReadinessAssessmentPdf,
} from "~/features/guide/GuidePdf";
import { renderWithPageNumbers } from "~/features/guide/render-pdf";
import { cachedBuildStep, GUIDE_NEVER_READS, sourceKey } from "~/lib/build-cache";

/** The companion's lead is the description of its card on /automation-guide. */
const cardDescription = (title: string) => {
  const card = additionalResources.items.find((item) => item.title === title);
  if (!card) throw new Error(`/automation-guide has no resource card "${title}"`);
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
          lead: cardDescription("Readiness Assessment Tool"),
        }),
      ),
  ],
  [
    implementationChecklist,
    () =>
      renderWithPageNumbers(() =>
        createElement(ImplementationChecklistPdf, {
          lead: cardDescription("Implementation Checklist"),
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
  inputs ??= sourceKey(GUIDE_NEVER_READS);
  const pdf = await cachedBuildStep(`guide-${props.file}`, await inputs, props.render);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
};
