/**
 * The page script (src/scripts/shell.ts) starts after the first contentful paint, and is not even
 * requested before it: a phone's first round trips carry only the document and the stylesheet.
 * The page writes the script's tag inert, inside a `<template>`, and `startAfterFirstPaintScript`,
 * a small inline script, brings it to life once the browser reports the first paint.
 *
 * A contact opener pressed before the script runs still gets its own form (heading, request,
 * source): the inline script remembers it, and hands it over when the page script asks with
 * `takeEarlyOpener()`.
 */
export const PAGE_SCRIPT_TEMPLATE_ID = "page-script";

const HANDOVER_EVENT = "page-script-start";

interface Handover {
  pressedBefore: HTMLButtonElement | null;
}

function startAfterFirstPaint(templateId: string, handoverEvent: string) {
  let pressedBefore: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    pressedBefore =
      target?.closest<HTMLButtonElement>("button[data-contact-label]") ?? pressedBefore;
  };
  addEventListener("click", remember, true);
  addEventListener(
    handoverEvent,
    (event) => {
      removeEventListener("click", remember, true);
      (event as CustomEvent<Handover>).detail.pressedBefore = pressedBefore;
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

/** For the page script: the contact opener pressed before it ran, if any. */
export function takeEarlyOpener(): HTMLButtonElement | null {
  const handover: Handover = { pressedBefore: null };
  dispatchEvent(new CustomEvent(HANDOVER_EVENT, { detail: handover }));
  return handover.pressedBefore;
}
