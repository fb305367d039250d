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

/** Starts the page's behaviour; `pressedBefore`: a contact opener pressed before the script ran. */
export function startShell(pressedBefore: HTMLButtonElement | null) {
  enhanceDesktopMenu(document);
  enhanceMobileMenu(document);
  forwardContactOpeners(document, pressedBefore);
  hydrateContactOnIntent(document);
  showKeptDownload(document);
  trackButtonClicks(document);
  reportPerformanceAfterLoad();
}
