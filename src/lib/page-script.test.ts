// @vitest-environment jsdom
import {
  PAGE_SCRIPT_TEMPLATE_ID,
  startAfterFirstPaintScript,
  takeEarlyOpener,
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

describe("the page script after the first paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.observers = [];
    FakePaintObserver.supportedEntryTypes = ["paint"];
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    document.body.innerHTML = `
      <main><button data-contact-label="Get Started"><span>Get Started</span></button></main>
      <template id="${PAGE_SCRIPT_TEMPLATE_ID}"><div data-started></div></template>`;
  });

  afterEach(() => {
    takeEarlyOpener(); // ends a test's listener, if the test did not
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
    expect(takeEarlyOpener()).toBe(opener());
    expect(takeEarlyOpener(), "a second ask finds no one to answer").toBeNull();
  });

  it("hands over nothing when no opener was pressed, and forgets presses after the handover", () => {
    new Function(startAfterFirstPaintScript)();
    document.body.click();
    expect(takeEarlyOpener()).toBeNull();
    opener()?.click();
    expect(takeEarlyOpener()).toBeNull();
  });
});
