import { renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { PageMap } from "./GuidePdf";

/**
 * Renders a PDF whose contents list page numbers: a first rendering learns on which page each
 * anchor lands, the second prints them. The contents take the same room either way, so the pages
 * cannot move between the two; a check makes sure.
 */
export async function renderWithPageNumbers(
  document: (pages: PageMap) => ReactElement,
): Promise<Buffer> {
  const learned: PageMap = new Map();
  await renderToBuffer(document(learned) as Parameters<typeof renderToBuffer>[0]);
  const printed: PageMap = new Map(learned);
  const pdf = await renderToBuffer(document(printed) as Parameters<typeof renderToBuffer>[0]);
  for (const [id, page] of printed)
    if (learned.get(id) !== page)
      throw new Error(`"${id}" moved from page ${learned.get(id)} to ${page} in the final PDF`);
  return pdf;
}
