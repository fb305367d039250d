/**
 * The facts as saved, for the content editor's copy fields (./copy-field.tsx): the bundle's facts
 * (src/lib/tokens.ts) are the files as they were when the editor was built, so the editor asks our
 * server for the saved ones (FACTS_PATH) once per page load, with one request for every field,
 * and again after each save (a changed price shows on the next screen). Where the server has no
 * such answer (`npm run edit`'s development server) the bundle's facts stay. Nothing runs until a
 * field asks: the server and the tests load this module without a browser.
 */
import { useEffect, useSyncExternalStore } from "react";
import { FACTS_PATH, SAVED_EVENT } from "~/lib/editor-paths";
import { bundledFacts, type Facts, factAt, tokenNames } from "~/lib/tokens";

let current: Facts = bundledFacts;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Facts that name every fact the bundle's do: anything else (a page, an error) is not them. */
export const areFacts = (value: unknown): value is Facts =>
  value !== null &&
  typeof value === "object" &&
  tokenNames.every((name) => factAt(value, name) !== undefined);

async function ask(using: typeof fetch): Promise<void> {
  try {
    const response = await using(FACTS_PATH, { headers: { Accept: "application/json" } });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("application/json")) return;
    const facts: unknown = await response.json();
    if (!areFacts(facts)) return;
    current = facts;
    for (const listener of listeners) listener();
  } catch {
    // Offline or no such answer: the facts already shown stay.
  }
}

let fetcher: typeof fetch | undefined;

/**
 * Asks the server for the saved facts, once per page load (every field shares the one request),
 * and again after each save the editor makes.
 */
export function loadSavedFacts(using: typeof fetch = fetch): Promise<void> {
  if (!fetcher && typeof window !== "undefined") {
    window.addEventListener(SAVED_EVENT, () => {
      asked = fetcher && ask(fetcher);
    });
  }
  fetcher = using;
  asked ??= ask(using);
  return asked;
}

/** The facts as last known: the saved ones once the server has answered, the bundle's until then. */
export const currentFacts = (): Facts => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The current facts, for a field: it draws again when the saved ones arrive. */
export function useFacts(): Facts {
  useEffect(() => {
    void loadSavedFacts();
  }, []);
  return useSyncExternalStore(subscribe, currentFacts, () => bundledFacts);
}

/** For tests: forget the answer, as a new page load would. */
export function resetSavedFacts() {
  current = bundledFacts;
  asked = undefined;
}
