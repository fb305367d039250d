/**
 * The one script every page loads (a few KB, no framework): header menus, contact openers,
 * button-click analytics and the performance report. The contact form's React code is a chunk it
 * loads only when a visitor reaches for the form.
 */
import { enhanceDesktopMenu, enhanceMobileMenu } from "~/components/layout/menu";
import { hydrateContactOnIntent } from "~/features/contact/island";
import { showKeptDownload } from "~/features/contact/kept-download";
import { forwardContactOpeners } from "~/features/contact/openers";
import { reportPerformanceAfterLoad, trackButtonClicks } from "~/lib/analytics";
import type { EarlyPresses } from "~/lib/page-script";

/** Starts the page's behaviour; `pressedBefore`: what the visitor pressed before the script ran. */
export function startShell(pressedBefore: EarlyPresses) {
  enhanceDesktopMenu(document);
  enhanceMobileMenu(document);
  forwardContactOpeners(document, pressedBefore.opener);
  hydrateContactOnIntent(document);
  showKeptDownload(document);
  trackButtonClicks(document, pressedBefore.tracked);
  reportPerformanceAfterLoad();
}
