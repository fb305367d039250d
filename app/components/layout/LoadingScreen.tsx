import { site } from "~/content/site";

/** Loading screen timing, spec section 2 and 9: hide after 1000 ms, or 500 ms after load. */
export const LOADING_MAX_MS = 1000;
export const LOADING_AFTER_LOAD_MS = 500;

/**
 * Runs inline, before the app's code: the screen must go on time even while chunks still load.
 * It sets the `hidden` attribute, which React leaves alone during hydration (suppressHydrationWarning).
 */
const hideScript = `(function(){var e=document.getElementById("loading-screen");if(!e)return;function h(){e.hidden=true}
if(document.readyState==="complete"){h();return}
setTimeout(h,${LOADING_MAX_MS});addEventListener("load",function(){setTimeout(h,${LOADING_AFTER_LOAD_MS})})})();`;

export function LoadingScreen() {
  return (
    <>
      <div
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
      <script dangerouslySetInnerHTML={{ __html: hideScript }} />
      <noscript>
        <style>{"#loading-screen{display:none}"}</style>
      </noscript>
    </>
  );
}
