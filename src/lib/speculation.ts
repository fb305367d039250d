/**
 * Speculation Rules: the browser prefetches a same-site page before the visitor taps its link, so
 * navigation feels instant without a client router. Browsers without support ignore the rules.
 * Off-site links, the form endpoint and downloads are never matched.
 *
 * The links a visitor most likely takes next, the header's and those in the page's first section
 * (its hero), are fetched eagerly: on a short hover on a desktop, on a phone once they have been
 * on screen a moment. Every other link waits for a longer hover or a press (moderate).
 *
 * A visitor who asked to save data (Save-Data, or prefers-reduced-data) gets no prefetch at all:
 * the inline head script `markSaveDataScript` marks the document before the rules are read, and
 * no rule matches a link in a marked document.
 */
const SAVE_DATA_ATTRIBUTE = "data-save-data";

/** The header's links and the hero's. */
export const likelyNextLinks = "header a, #main > :first-child a";

const sameSitePages = [
  { href_matches: "/*" },
  { not: { selector_matches: `[target=_blank], [download], [${SAVE_DATA_ATTRIBUTE}] a` } },
];

export const speculationRules = {
  prefetch: [
    {
      source: "document",
      where: { and: [...sameSitePages, { selector_matches: likelyNextLinks }] },
      eagerness: "eager",
    },
    {
      source: "document",
      where: { and: [...sameSitePages, { not: { selector_matches: likelyNextLinks } }] },
      eagerness: "moderate",
    },
  ],
} as const;

/** Runs inline in the head, before the rules: marks the document of a visitor saving data. */
export function markSaveData(attribute: string) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || matchMedia("(prefers-reduced-data: reduce)").matches) {
    document.documentElement.setAttribute(attribute, "");
  }
}

export const markSaveDataScript = `(${markSaveData.toString()})(${JSON.stringify(SAVE_DATA_ATTRIBUTE)})`;
