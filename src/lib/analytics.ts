/**
 * Analytics (spec section 7). The gtag script is only put in the page when a measurement ID was
 * configured at build time (GA_MEASUREMENT_ID); every call here is a no-op without it.
 */
type Gtag = (command: "event" | "config" | "js", target: string | Date, params?: object) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
    /** Set `window.__LOG_WEB_VITALS__ = true` (before load) to log web vitals to the console. */
    __LOG_WEB_VITALS__?: boolean;
  }
}

export const measurementId: string = import.meta.env.GA_MEASUREMENT_ID as string;

function send(event: string, params: Record<string, string | number>) {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  window.gtag("event", event, params);
}

export const trackContactFormOpen = (source: string) =>
  send("contact_form_open", { event_category: "engagement", event_label: source });

export const trackContactFormSubmit = (source: string) =>
  send("contact_form_submit", { event_category: "conversion", event_label: source, value: 1 });

export const trackButtonClick = (label: string, location: string) =>
  send("button_click", { event_category: "engagement", event_label: label, location });

const trackPress = (tracked: HTMLElement) =>
  trackButtonClick(tracked.dataset.trackLabel ?? "", tracked.dataset.trackLocation ?? "");

/**
 * One delegated listener records every tracked button and link (data-track-label and
 * data-track-location, set by ActionButton and ExternalButtonLink) as a button_click, after
 * recording the ones pressed before it listened (`pressedEarlier`).
 */
export function trackButtonClicks(root: Document, pressedEarlier: readonly HTMLElement[] = []) {
  pressedEarlier.forEach(trackPress);
  root.addEventListener("click", (event) => {
    const tracked =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-track-label]")
        : null;
    if (tracked) trackPress(tracked);
  });
}

/** Once per document: the performance events and, when asked for, the web vitals log. */
export function reportPerformanceAfterLoad() {
  const report = () => {
    // Let the load event finish so loadEventEnd is set.
    setTimeout(reportPagePerformance, 0);
    void logWebVitalsIfRequested();
  };
  if (document.readyState === "complete") report();
  else window.addEventListener("load", report, { once: true });
}

/** Page load time and first contentful paint, when the analytics function exists. */
export function reportPagePerformance() {
  if (typeof window.gtag !== "function") return;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation && navigation.loadEventEnd > 0) {
    send("page_load_time", {
      event_category: "Performance",
      event_label: "Page Load Time",
      value: Math.round(navigation.loadEventEnd - navigation.startTime),
    });
  }
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (paint) {
    send("first_contentful_paint", {
      event_category: "Performance",
      event_label: "First Contentful Paint",
      value: Math.round(paint.startTime),
    });
  }
}

/** Web vitals go to the console only when the documented window flag is set. */
export async function logWebVitalsIfRequested() {
  if (!window.__LOG_WEB_VITALS__) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const log = (metric: { name: string; value: number }) =>
    console.log("[web-vitals]", metric.name, metric.value);
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(log);
}

/** The inline bootstrap that defines gtag; only rendered when a measurement ID is configured. */
export const gtagBootstrap = (id: string) =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
