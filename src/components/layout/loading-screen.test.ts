// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hideWhenDue, LOADING_AFTER_LOAD_MS, LOADING_MAX_MS } from "./loading-screen";

/** The loading screen's timing rules (spec sections 2 and 9) on fake timers and a fake clock. */
describe("hideWhenDue", () => {
  let screen: HTMLElement;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    screen = document.createElement("div");
    readyState = "loading";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    delete document.documentElement.dataset.laterPage;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("hides the screen 1000 ms after navigation start while the page is still loading", () => {
    vi.advanceTimersByTime(300);
    hideWhenDue(screen, LOADING_MAX_MS, LOADING_AFTER_LOAD_MS);
    vi.advanceTimersByTime(LOADING_MAX_MS - 300 - 1);
    expect(screen.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(screen.hidden).toBe(true);
  });

  it("hides the screen 500 ms after the load event when that comes first", () => {
    hideWhenDue(screen, LOADING_MAX_MS, LOADING_AFTER_LOAD_MS);
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(LOADING_AFTER_LOAD_MS - 1);
    expect(screen.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(screen.hidden).toBe(true);
  });

  it("hides the screen at once when the page is already loaded", () => {
    readyState = "complete";
    hideWhenDue(screen, LOADING_MAX_MS, LOADING_AFTER_LOAD_MS);
    expect(screen.hidden).toBe(true);
  });

  it("hides the screen at once on a later page of the visit", () => {
    document.documentElement.dataset.laterPage = "";
    hideWhenDue(screen, LOADING_MAX_MS, LOADING_AFTER_LOAD_MS);
    expect(screen.hidden).toBe(true);
  });
});
