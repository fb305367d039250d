/**
 * `client:intent="<selector>"`: hydrates an island only once a visitor shows they may use it, so
 * an untouched page downloads and runs no framework code (decision 016). Hydration
 * starts at the first of:
 *   - a pointer over, a press on or the focus entering an element matching `<selector>` (the
 *     island's openers) or the island itself: the download starts on hover, before the click;
 *   - a dialog or popover inside the island opening (a native invoker command opened it);
 *   - the browser being idle after the visitor's first interaction anywhere but on a link (a press,
 *     a key, a wheel turn), so the island is usually ready before it is reached for.
 * The island's HTML works before hydration (see decision 007), so nothing waits for it.
 */
import type { ClientDirective } from "astro";

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

const hydrateOnIntent: ClientDirective = (load, options, island) => {
  const openers = typeof options.value === "string" ? options.value : "";
  const stopListening = new AbortController();
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    stopListening.abort();
    const hydrateIsland = await load();
    await hydrateIsland();
  };

  // Capturing at the window sees every event before the page can stop its propagation.
  const listen = { capture: true, passive: true, signal: stopListening.signal };
  const reachesForIsland = (target: EventTarget | null) =>
    target instanceof Element &&
    (island.contains(target) || (openers !== "" && target.closest(openers) !== null));
  for (const type of intentEvents) {
    window.addEventListener(
      type,
      (event) => {
        if (reachesForIsland(event.target)) afterNextPaint(() => void hydrate());
      },
      listen,
    );
  }
  island.addEventListener("toggle", () => afterNextPaint(() => void hydrate()), listen);
  // A press or key on a link leaves the page: that interaction does not ask for the island.
  const leavesPage = (target: EventTarget | null) =>
    target instanceof Element && target.closest("a[href]") !== null;
  for (const type of interactionEvents) {
    window.addEventListener(
      type,
      (event) => {
        if (!leavesPage(event.target)) whenIdle(() => void hydrate());
      },
      listen,
    );
  }
};

export default hydrateOnIntent;
