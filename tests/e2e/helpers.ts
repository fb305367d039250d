import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { createServer } from "vite";
import { pages, type Page as SitePage } from "../../app/content/pages";
import { HYDRATED_ATTRIBUTE } from "../../app/features/contact/openers";

/** The list of pages, typed as the general shape (the const list narrows every field). */
export const sitePages: readonly SitePage[] = pages;

/** The origin the build was made for (SITE_URL at build time, default as in vitest.config.ts). */
export const siteOrigin = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** The canonical URL a page must announce: its own path, except the /blog-insights alias. */
export const expectedCanonical = (path: string) =>
  `${siteOrigin}${path === "/blog-insights" ? "/blog" : path}`;

/**
 * Loads an app module through Vite with the project's own configuration, so `import.meta.env`
 * values (SITE_URL, GA_MEASUREMENT_ID) are defined exactly as in the build. Playwright's own
 * loader leaves `import.meta.env` undefined, and app/lib/origin.ts reads it at import time.
 */
export async function loadAppModule<T>(path: string): Promise<T> {
  const server = await createServer({
    configFile: "vitest.config.ts",
    mode: "test",
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await server.ssrLoadModule(path)) as T;
  } finally {
    await server.close();
  }
}

/**
 * Everything that goes wrong while a page is open: console errors, uncaught exceptions, requests
 * that fail at the network level and responses with a status of 400 or more. Nothing is ignored:
 * a page that needs an exception here has a defect.
 */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Resolves once the page's contact island has hydrated (it marks its dialog) and the loading screen
 * is gone. Everything else on a page is static HTML plus the shell script.
 */
export async function waitForApp(page: Page) {
  const state = () =>
    page.evaluate(
      (attribute) => ({
        hydrated: document.getElementById("contact-dialog")?.hasAttribute(attribute) === true,
        loadingScreenHidden: document.getElementById("loading-screen")?.hidden === true,
      }),
      HYDRATED_ATTRIBUTE,
    );
  try {
    await expect.poll(state, { timeout: 10_000 }).toEqual({
      hydrated: true,
      loadingScreenHidden: true,
    });
  } catch (error) {
    const { hydrated, loadingScreenHidden } = await state();
    throw new Error(
      `${page.url()}: ${hydrated ? "hydrated" : "not hydrated"}, loading screen ${
        loadingScreenHidden ? "hidden" : "still up"
      } after 10 s`,
      { cause: error },
    );
  }
}

/** Axe with the WCAG 2.0/2.1 A and AA rules and the WCAG 2.2 AA additions. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}`)
        .join("\n"),
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Today's date as the site must print it: US English, long month. */
export const todayUsLong = () =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(
    new Date(),
  );
