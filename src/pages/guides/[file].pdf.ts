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
  return renderers.map(([download, render]) => ({
    params: { file: download.href.slice("/guides/".length, -".pdf".length) },
    props: { render },
  }));
}

export const GET: APIRoute<{ render: () => Promise<Buffer> }> = async ({ props }) =>
  new Response(new Uint8Array(await props.render()), {
    headers: { "Content-Type": "application/pdf" },
  });
