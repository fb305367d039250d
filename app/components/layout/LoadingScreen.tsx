import { useEffect, useRef } from "react";
import { site } from "~/content/site";

/** Loading screen timing, spec sections 2 and 9: hide after 1000 ms, or 500 ms after load. */
export const LOADING_MAX_MS = 1000;
export const LOADING_AFTER_LOAD_MS = 500;

/**
 * The hiding rules as one script, run inline before the app's code (the screen must go on time
 * even while chunks still load), and by React after mount if React re-created the element.
 * The 1000 ms count from navigation start, not from when the script happens to run.
 */
const hideWhenDue = (element: HTMLElement, maxMs: number, afterLoadMs: number) => {
  element.dataset.armed = "";
  const hide = () => {
    element.hidden = true;
  };
  if (document.readyState === "complete") return hide();
  setTimeout(hide, Math.max(0, maxMs - performance.now()));
  addEventListener("load", () => setTimeout(hide, afterLoadMs));
};

const inlineScript = `(${hideWhenDue.toString()})(document.getElementById("loading-screen"), ${LOADING_MAX_MS}, ${LOADING_AFTER_LOAD_MS})`;

export function LoadingScreen() {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only when the inline script's element was replaced (a hydration mismatch re-renders it).
    if (screen.current && !screen.current.hidden && !("armed" in screen.current.dataset)) {
      hideWhenDue(screen.current, LOADING_MAX_MS, LOADING_AFTER_LOAD_MS);
    }
  }, []);

  return (
    <>
      {/* React leaves the `hidden` attribute set by the inline script alone while hydrating. */}
      <div
        ref={screen}
        id="loading-screen"
        role="status"
        suppressHydrationWarning
        className="fixed inset-0 z-[100] flex items-center justify-center bg-white"
      >
        <div className="flex flex-col items-center gap-4">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          />
          <p className="text-lg font-semibold text-ink">Loading {site.name}...</p>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, build-time script with no user input. */}
      <script dangerouslySetInnerHTML={{ __html: inlineScript }} />
      <noscript>
        <style>{"#loading-screen{display:none}"}</style>
      </noscript>
    </>
  );
}
