/** Loading screen timing, spec sections 2 and 9: hide after 1000 ms, or 500 ms after load. */
export const LOADING_MAX_MS = 1000;
export const LOADING_AFTER_LOAD_MS = 500;

/** Set in sessionStorage by the first page of a visit (one browser tab); later pages skip the screen. */
export const VISITED_KEY = "eca-visited";

/**
 * Runs inline in the head, before anything is painted: on a later page of the same visit it marks
 * the document, and the stylesheet then never shows the screen (see app.css).
 */
export function markLaterPage(key: string) {
  try {
    if (sessionStorage.getItem(key)) document.documentElement.dataset.laterPage = "";
    else sessionStorage.setItem(key, "1");
  } catch {
    // Storage can be disabled: then every page counts as a first page.
  }
}

/**
 * Runs inline right after the screen's element. The 1000 ms count from navigation start, not from
 * when the script happens to run; on a later page of the visit the screen is hidden at once.
 */
export function hideWhenDue(element: HTMLElement, maxMs: number, afterLoadMs: number) {
  const hide = () => {
    element.hidden = true;
  };
  if ("laterPage" in document.documentElement.dataset || document.readyState === "complete") {
    return hide();
  }
  setTimeout(hide, Math.max(0, maxMs - performance.now()));
  addEventListener("load", () => setTimeout(hide, afterLoadMs));
}

export const markLaterPageScript = `(${markLaterPage.toString()})(${JSON.stringify(VISITED_KEY)})`;

export const hideWhenDueScript = `(${hideWhenDue.toString()})(document.getElementById("loading-screen"),${LOADING_MAX_MS},${LOADING_AFTER_LOAD_MS})`;
