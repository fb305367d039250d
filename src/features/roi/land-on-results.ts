import { roiFields } from "~/collections/page-copy/roi-fields";
import { ROI_RESULTS_ID } from "./roi";

/**
 * Runs inline right after the calculator: an address that carries inputs but no fragment (shared
 * before addresses named the results, or trimmed by the app that passed it on) gets the results'
 * fragment, so the browser scrolls to them and the calculator, which hydrates when visible, fills
 * them in. Self-contained: it is sent as its source text.
 */
export function landOnResults(fields: readonly string[], resultsId: string) {
  const query = new URLSearchParams(location.search);
  if (location.hash === "" && fields.some((field) => query.get(field))) {
    location.replace(`#${resultsId}`);
  }
}

export const landOnResultsScript = `(${landOnResults.toString()})(${JSON.stringify(roiFields)},${JSON.stringify(ROI_RESULTS_ID)})`;
