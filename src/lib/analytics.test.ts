// @vitest-environment happy-dom
import {
  gtagBootstrap,
  logWebVitalsIfRequested,
  measurementId,
  reportPagePerformance,
  trackButtonClick,
  trackButtonClicks,
  trackContactFormOpen,
  trackContactFormSubmit,
} from "./analytics";

const vitals = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock("web-vitals", () => vitals);

type Entry = Partial<PerformanceNavigationTiming> & { startTime: number };

/** Stubs the browser's performance entries: a navigation entry and a first contentful paint. */
function stubPerformance(navigation: Entry | undefined, fcp: number | undefined) {
  vi.spyOn(performance, "getEntriesByType").mockImplementation((type) =>
    type === "navigation" && navigation ? [navigation as PerformanceEntry] : [],
  );
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" && fcp !== undefined
      ? [{ name, startTime: fcp } as PerformanceEntry]
      : [],
  );
}

afterEach(() => {
  delete window.gtag;
  delete window.__LOG_WEB_VITALS__;
  vi.restoreAllMocks();
  for (const subscribe of Object.values(vitals)) subscribe.mockReset();
});

describe("without the analytics function", () => {
  it("every call is a silent no-op", async () => {
    stubPerformance({ startTime: 0, loadEventEnd: 900 }, 300);
    expect(() => {
      trackContactFormOpen("header");
      trackContactFormSubmit("header");
      trackButtonClick("Book a Call", "header");
      reportPagePerformance();
    }).not.toThrow();
    await logWebVitalsIfRequested();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("has no measurement ID in the default build", () => {
    expect(measurementId).toBe(process.env.GA_MEASUREMENT_ID ?? "");
  });
});

describe("with the analytics function", () => {
  let gtag: ReturnType<typeof vi.fn<NonNullable<Window["gtag"]>>>;
  beforeEach(() => {
    gtag = vi.fn<NonNullable<Window["gtag"]>>();
    window.gtag = gtag;
  });

  it("sends contact_form_open with the source", () => {
    trackContactFormOpen("pricing-package");
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "contact_form_open", {
      event_category: "engagement",
      event_label: "pricing-package",
    });
  });

  it("sends contact_form_submit as a conversion worth 1", () => {
    trackContactFormSubmit("blog-article");
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "contact_form_submit", {
      event_category: "conversion",
      event_label: "blog-article",
      value: 1,
    });
  });

  it("sends button_click with the label and the location", () => {
    trackButtonClick("Schedule Your Consultation", "about");
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "button_click", {
      event_category: "engagement",
      event_label: "Schedule Your Consultation",
      location: "about",
    });
  });

  it("counts the tracked presses made before it listened, then each tracked click", () => {
    document.body.innerHTML = `
      <a href="#" data-track-label="Book a Call" data-track-location="header"><span>Book</span></a>
      <button data-track-label="See Pricing" data-track-location="home">See Pricing</button>
      <p>Plain text</p>`;
    const booking = document.querySelector<HTMLElement>("a");
    if (!booking) throw new Error("no link");
    const labels = () =>
      gtag.mock.calls.map(([, , params]) => (params as { event_label: string }).event_label);
    trackButtonClicks(document, [booking]);
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "button_click", {
      event_category: "engagement",
      event_label: "Book a Call",
      location: "header",
    });
    booking.querySelector("span")?.click();
    document.querySelector("button")?.click();
    document.querySelector("p")?.click();
    expect(labels()).toEqual(["Book a Call", "Book a Call", "See Pricing"]);
  });

  it("reports page load time and first contentful paint in rounded milliseconds", () => {
    stubPerformance({ startTime: 0, loadEventEnd: 1234.6 }, 456.4);
    reportPagePerformance();
    expect(gtag.mock.calls).toEqual([
      [
        "event",
        "page_load_time",
        { event_category: "Performance", event_label: "Page Load Time", value: 1235 },
      ],
      [
        "event",
        "first_contentful_paint",
        { event_category: "Performance", event_label: "First Contentful Paint", value: 456 },
      ],
    ]);
  });

  it("skips the load time while the load event has not finished", () => {
    stubPerformance({ startTime: 0, loadEventEnd: 0 }, undefined);
    reportPagePerformance();
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe("web vitals", () => {
  it("are not loaded without window.__LOG_WEB_VITALS__", async () => {
    await logWebVitalsIfRequested();
    for (const subscribe of Object.values(vitals)) expect(subscribe).not.toHaveBeenCalled();
  });

  it("are logged to the console when window.__LOG_WEB_VITALS__ is set", async () => {
    window.__LOG_WEB_VITALS__ = true;
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await logWebVitalsIfRequested();
    for (const subscribe of Object.values(vitals)) expect(subscribe).toHaveBeenCalledOnce();
    const report = vitals.onLCP.mock.calls[0]?.[0] as (metric: object) => void;
    report({ name: "LCP", value: 1800 });
    expect(log).toHaveBeenCalledWith("[web-vitals]", "LCP", 1800);
  });
});

describe("gtagBootstrap", () => {
  it("defines the data layer and configures the given ID", () => {
    const script = gtagBootstrap("G-TEST123");
    expect(script).toContain("window.dataLayer=window.dataLayer||[]");
    expect(script).toContain(`gtag('config',"G-TEST123")`);
    const dataLayer: unknown[] = [];
    new Function("window", "dataLayer", script)({ dataLayer }, dataLayer);
    expect(dataLayer.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual([
      "js",
      "config",
    ]);
  });
});
