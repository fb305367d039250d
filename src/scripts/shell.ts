/**
 * The one script every page loads (a few KB, no framework): header menus, contact openers,
 * button-click analytics and the performance report. The contact form itself is an island.
 */
import { enhanceDesktopMenu, enhanceMobileMenu } from "~/components/layout/menu";
import { showKeptDownload } from "~/features/contact/kept-download";
import { forwardContactOpeners } from "~/features/contact/openers";
import { reportPerformanceAfterLoad, trackButtonClicks } from "~/lib/analytics";

enhanceDesktopMenu(document);
enhanceMobileMenu(document);
forwardContactOpeners(document);
showKeptDownload(document);
trackButtonClicks(document);
reportPerformanceAfterLoad();
