/**
 * Hydrates a part of the page only once a visitor shows they may use it, so an untouched page
 * downloads and runs no framework code (decision 016). Hydration starts at the first of:
 *   - a pointer over, a press on or the focus entering an element matching `openers` (the
 *     part's openers) or the part itself: the download starts on hover, before the click;
 *   - a dialog or popover inside the part opening (a native invoker command opened it);
 *   - the browser being idle after the visitor's first interaction anywhere but on a link (a press,
 *     a key, a wheel turn), so the part is usually ready before it is reached for.
 * The part's HTML works before hydration (see decision 007), so nothing waits for it.
 */

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const interactionEvents = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

/**
 * Hydration starts once the frame that answers the visitor's input is on screen: a tap that opens
 * the dialog natively paints first, and React's download and start-up come after it.
 */
const afterNextPaint = (callback: () => void) =>
  requestAnimationFrame(() => setTimeout(callback, 0));

/** Idle callbacks can wait without end on a page that keeps the browser busy: at most 2 s then. */
const whenIdle = (callback: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 1);

/**
 * Calls `hydrate` once, at the visitor's first sign of intent towards `part` (the static HTML to
 * hydrate) or one of the elements matching `openers` (a CSS selector; "" for none).
 */
export function hydrateOnIntent(part: Element, openers: string, hydrate: () => Promise<void>) {
  const stopListening = new AbortController();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopListening.abort();
    void hydrate();
  };

  // Capturing at the window sees every event before the page can stop its propagation.
  const listen = { capture: true, passive: true, signal: stopListening.signal };
  const reachesForPart = (target: EventTarget | null) =>
    target instanceof Element &&
    (part.contains(target) || (openers !== "" && target.closest(openers) !== null));
  for (const type of intentEvents) {
    window.addEventListener(
      type,
      (event) => {
        if (reachesForPart(event.target)) afterNextPaint(start);
      },
      listen,
    );
  }
  part.addEventListener("toggle", () => afterNextPaint(start), listen);
  // A press or key on a link leaves the page: that interaction does not ask for the part.
  const leavesPage = (target: EventTarget | null) =>
    target instanceof Element && target.closest("a[href]") !== null;
  for (const type of interactionEvents) {
    window.addEventListener(
      type,
      (event) => {
        if (!leavesPage(event.target)) whenIdle(start);
      },
      listen,
    );
  }
  // The page's script runs once the document is parsed: a visitor may already have opened the
  // dialog natively, or moved the focus into the part, before these listeners were there.
  if (part.querySelector("dialog[open]") !== null || part.contains(document.activeElement)) {
    afterNextPaint(start);
  }
}
