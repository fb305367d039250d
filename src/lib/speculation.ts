/**
 * Speculation Rules: the browser prefetches a same-site page when the visitor hovers or presses
 * its link, so navigation feels instant without a client router. Browsers without support ignore
 * the rules. Off-site links, the form endpoint and downloads are never matched.
 */
export const speculationRules = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [{ href_matches: "/*" }, { not: { selector_matches: "[target=_blank], [download]" } }],
      },
      eagerness: "moderate",
    },
  ],
} as const;
