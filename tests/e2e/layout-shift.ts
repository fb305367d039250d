import { expect, type Page, test } from "@playwright/test";

/** One recorded layout shift, as plain data. */
interface RecordedShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  /** Some source node was inside the hero when the shift was reported. */
  inHero: boolean;
  /** Every source's rectangles before and after, in document coordinates. */
  rects: { top: number; left: number; bottom: number; right: number }[];
}

/**
 * Records every layout shift from the first paint on, in window.__shifts. Installed before
 * navigation, so nothing is missed; whether a shift moved anything inside the hero (the section
 * that holds the page's h1) is decided when it is reported, while its source nodes are in the
 * document.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Rect = { top: number; left: number; bottom: number; right: number };
    type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const state = window as unknown as {
      __shifts: unknown[];
      __shiftObserver: PerformanceObserver;
      __flushShifts: () => void;
      __parsedAt: number | undefined;
      __navigationObserver: PerformanceObserver;
    };
    state.__shifts = [];
    // When the document was parsed, on the shifts' timeline. Read from an observer: Playwright's
    // fake clock replaces performance (getEntriesByType() is empty) and Event.timeStamp.
    const recordParsed = (entries: PerformanceEntry[]) => {
      for (const entry of entries as PerformanceNavigationTiming[]) {
        if (entry.domContentLoadedEventStart > 0)
          state.__parsedAt = entry.domContentLoadedEventStart;
      }
    };
    state.__navigationObserver = new PerformanceObserver((list) => recordParsed(list.getEntries()));
    state.__navigationObserver.observe({ type: "navigation", buffered: true });
    const record = (entries: PerformanceEntry[]) => {
      const hero = document.querySelector("main h1")?.closest("section");
      for (const entry of entries as Shift[]) {
        const toDocument = (rect: Rect) => ({
          top: rect.top + window.scrollY,
          left: rect.left + window.scrollX,
          bottom: rect.bottom + window.scrollY,
          right: rect.right + window.scrollX,
        });
        state.__shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          inHero: entry.sources.some(({ node }) => node !== null && hero?.contains(node) === true),
          rects: entry.sources.flatMap(({ previousRect, currentRect }) => [
            toDocument(previousRect),
            toDocument(currentRect),
          ]),
        });
      }
    };
    state.__shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
    state.__shiftObserver.observe({ type: "layout-shift", buffered: true });
    // Lets the test collect entries not yet delivered to the callback.
    state.__flushShifts = () => {
      record(state.__shiftObserver.takeRecords());
      recordParsed(state.__navigationObserver.takeRecords());
    };
  });
}

/** The shifts recorded so far, when the document was parsed, and the first viewport's size. */
const readLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as {
      __shifts: RecordedShift[];
      __flushShifts: () => void;
      __parsedAt: number | undefined;
    };
    state.__flushShifts();
    if (state.__parsedAt === undefined) throw new Error("the document has not been parsed yet");
    return {
      shifts: state.__shifts,
      parsedAt: state.__parsedAt,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });

/**
 * Nothing the visitor sees has moved: no shift inside the hero at any time, and none on the first
 * screen once the document is parsed. Call it when loading is over (the contact island hydrated,
 * the loading screen gone); shifts that input caused do not count.
 *
 * Page-wide CLS while loading is zero in a quiet browser, but a busy machine's parser can paint a
 * half-parsed document (header, loading screen) and score a few thousandths: that figure is an
 * annotation of the test, not a condition.
 */
export async function expectFirstScreenHeldStill(page: Page) {
  const { shifts, parsedAt, viewport } = await readLayoutShifts(page);
  const unprompted = shifts.filter((shift) => !shift.hadRecentInput);
  const cls = unprompted.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: "CLS", description: `${page.url()}: ${cls}` });

  expect(
    unprompted.filter((shift) => shift.inHero),
    "layout shifts inside the hero",
  ).toEqual([]);
  const onFirstScreen = unprompted.filter(
    (shift) =>
      shift.startTime >= parsedAt &&
      shift.rects.some(
        (rect) =>
          rect.bottom > rect.top &&
          rect.right > rect.left &&
          rect.top < viewport.height &&
          rect.bottom > 0 &&
          rect.left < viewport.width &&
          rect.right > 0,
      ),
  );
  expect(
    onFirstScreen.reduce((sum, shift) => sum + shift.value, 0),
    `layout shift on the first screen after DOMContentLoaded: ${JSON.stringify(onFirstScreen)}`,
  ).toBe(0);
}
