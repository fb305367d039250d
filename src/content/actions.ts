import type { Action } from "~/components/types";

/** The closing "book a call" button that many pages share (the home hero keeps the spec's label). */
export const bookFreeCall = (source: string) =>
  ({ kind: "booking", label: "Book a Free 30-Minute Call", source }) as const satisfies Action;
