// @vitest-environment happy-dom
import {
  PAGE_SCRIPT_TEMPLATE_ID,
  startAfterFirstPaintScript,
  takeEarlyPresses,
} from "./page-script";

/** A PerformanceObserver that reports only what a test hands it. */
class FakePaintObserver {
  static supportedEntryTypes: string[] = ["paint"];
  static observers: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(names: string[]) {
    const list = { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as never);
  }
}

const started = () => document.body.querySelector("[data-started]") !== null;
const opener = () => document.querySelector<HTMLButtonElement>("button[data-contact-label]");
const bookingLink = () => document.querySelector<HTMLElement>("a[data-track-label]");

describe("the page script after the first paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers = [];
    FakePaintObserver.supportedEntryTypes = ["paint"];
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    document.body.innerHTML = `
      <main>
        <button data-contact-label="Get Started"><span>Get Started</span></button>
        <a href="#" data-track-label="Book a Call" data-track-location="pricing"><span>Book</span></a>
      </main>
      <template id="${PAGE_SCRIPT_TEMPLATE_ID}"><div data-started></div></template>`;
  });

  afterEach(() => {
    takeEarlyPresses(); // ends a test's listener, if the test did not
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts the script's template only once the first contentful paint is reported", () => {
    new Function(startAfterFirstPaintScript)();
    const [observer] = FakePaintObserver.observers;
    vi.runAllTimers();
    expect(started()).toBe(false);

    observer?.report(["first-paint"]);
    vi.runAllTimers();
    expect(started()).toBe(false);

    observer?.report(["first-paint", "first-contentful-paint"]);
    expect(observer?.disconnected).toBe(true);
    expect(started(), "in a task of its own, after the paint's").toBe(false);
    vi.runAllTimers();
    expect(started()).toBe(true);
  });

  it("without paint timing, starts it a frame and a task after the parse", () => {
    FakePaintObserver.supportedEntryTypes = [];
    new Function(startAfterFirstPaintScript)();
    expect(FakePaintObserver.observers).toEqual([]);
    vi.runAllTimers();
    expect(started()).toBe(true);
  });

  it("hands an opener pressed before the script ran to the script, once", () => {
    new Function(startAfterFirstPaintScript)();
    opener()?.querySelector("span")?.click();
    expect(takeEarlyPresses().opener).toBe(opener());
    expect(takeEarlyPresses().opener, "a second ask finds no one to answer").toBeNull();
  });

  it("hands every tracked press before the script ran to the script, in order, once", () => {
    new Function(startAfterFirstPaintScript)();
    bookingLink()?.querySelector("span")?.click();
    bookingLink()?.click();
    expect(takeEarlyPresses()).toEqual({ opener: null, tracked: [bookingLink(), bookingLink()] });
    expect(takeEarlyPresses().tracked).toEqual([]);
  });

  it("hands over nothing when nothing was pressed, and forgets presses after the handover", () => {
    new Function(startAfterFirstPaintScript)();
    document.body.click();
    expect(takeEarlyPresses()).toEqual({ opener: null, tracked: [] });
    opener()?.click();
    bookingLink()?.click();
    expect(takeEarlyPresses()).toEqual({ opener: null, tracked: [] });
  });
});
