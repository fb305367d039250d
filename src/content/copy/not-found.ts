import type { Action } from "~/components/types";

/**
 * The 404 screen (spec section 2: "Unexpected Application Error!" with the error message), made
 * helpful: the address asked for, a "did you mean" to the nearest page, and the site's sections.
 */
export const notFound = {
  eyebrow: "Page not found",
  explanation:
    "There is no page at this address. It may have moved, or the address may have a typo.",
  /** Shown when no page is near the address. */
  noSuggestion: "The sections below cover everything on the site.",
  didYouMean: "Did you mean",
  actions: [
    { kind: "link", label: "Go to the home page", to: "/" },
    {
      kind: "contact",
      label: "Ask Us Directly",
      heading: "Ask Us Directly",
      source: "not-found",
    },
  ] satisfies readonly Action[],
  sectionsHeading: "Where to go instead",
} as const;
