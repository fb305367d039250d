/**
 * The page script (src/scripts/shell.ts) starts after the first contentful paint, and is not even
 * requested before it: a phone's first round trips carry only the document and the stylesheet.
 * The page writes the script's tag inert, inside a `<template>`, and `startAfterFirstPaintScript`,
 * a small inline script, brings it to life once the browser reports the first paint.
 *
 * A press before the script runs is not lost: the inline script remembers the contact opener
 * pressed (it still gets its own form: heading, request, source) and every tracked button or link
 * pressed (a booking link opens its new tab at once, and its click is still counted), and hands
 * them over when the page script asks with `takeEarlyPresses()`.
 */
export const PAGE_SCRIPT_TEMPLATE_ID = "page-script";

const HANDOVER_EVENT = "page-script-start";

export interface EarlyPresses {
  /** The last contact opener pressed, if any. */
  opener: HTMLButtonElement | null;
  /** Every press of a tracked button or link (data-track-label), in order. */
  tracked: HTMLElement[];
}

function startAfterFirstPaint(templateId: string, handoverEvent: string) {
  const presses: EarlyPresses = { opener: null, tracked: [] };
  const remember = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    presses.opener =
      target?.closest<HTMLButtonElement>("button[data-contact-label]") ?? presses.opener;
    const tracked = target?.closest<HTMLElement>("[data-track-label]");
    if (tracked) presses.tracked.push(tracked);
  };
  addEventListener("click", remember, true);
  addEventListener(
    handoverEvent,
    (event) => {
      removeEventListener("click", remember, true);
      Object.assign((event as CustomEvent<EarlyPresses>).detail, presses);
    },
    { once: true },
  );
  const start = () => {
    const template = document.getElementById(templateId);
    if (template instanceof HTMLTemplateElement)
      document.body.append(template.content.cloneNode(true));
  };
  // "After the first paint" means after the browser reports it: a frame is drawn some time
  // before it is shown, and a script requested in between still delays the paint.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}

export const startAfterFirstPaintScript = `(${startAfterFirstPaint.toString()})(${JSON.stringify(PAGE_SCRIPT_TEMPLATE_ID)},${JSON.stringify(HANDOVER_EVENT)})`;

/** For the page script: what was pressed before it ran (nothing, when asked a second time). */
export function takeEarlyPresses(): EarlyPresses {
  const handover: EarlyPresses = { opener: null, tracked: [] };
  dispatchEvent(new CustomEvent(HANDOVER_EVENT, { detail: handover }));
  return handover;
}
