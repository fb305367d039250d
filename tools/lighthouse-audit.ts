/**
 * Lighthouse audit of the production server serving a build (Lighthouse's default mobile
 * emulation and simulated throttling). Starts the server (tests/support/spawn.ts) on a free
 * loopback port with the current BUILD_DIR, audits the pages one after the other in one headless Chromium, prints a
 * Markdown table, writes it to reports/lighthouse.md, and exits 1 when a score is below a
 * threshold. The server and Chromium are always stopped.
 *
 *   tsx tools/lighthouse-audit.ts [--pages /,/pricing] [--min-performance 90]
 *     [--min-accessibility 100] [--min-seo 100] [--min-best-practices 90] [--port 4599]
 *     [--runs 3] [--report reports/lighthouse.md] [--browser headless-shell|chromium]
 *     [--cpu-slowdown 8]   (Lighthouse's simulated phone with a slower processor: 4 by default)
 *
 * Default pages: every prerendered page of the build (the build prerenders exactly the page list
 * of src/content/page-list.ts). Pages that ask not to be indexed (robots noindex) are exempt from the
 * SEO threshold: Lighthouse marks them down for it, on purpose.
 *
 * Each page is also audited as its no-JS floor: a copy of the build with every executable script
 * and module preload removed, served the same way, as many times as the page. The report gives its
 * LCP, the ratio of the page's LCP to it (what the page's scripts cost its largest paint; a report,
 * not a goal: decision 034) and its TBT (the blocking time of the page's HTML and CSS alone).
 *
 * Beside the scores, the bytes of each page's two views: the first view's bytes before its first
 * paint (the document and what the paint waited for, from the audited run), and the second view's
 * (what the page transfers when it is opened after the page listed before it, in one tab with the
 * first page's files in the cache; the first page listed is opened after the second).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { buildDirOf } from "../site-env";
import { type RunningServer, startServer } from "../tests/support/spawn";
import { chromiumArgs, findChromium, systemHeadlessShell } from "./chromium-path";
import { executable } from "./page-budget";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_START_TIMEOUT_MS = 60_000;
const PAGE_TIMEOUT_MS = 120_000;

export const categories: { id: string; label: string; flag: string }[] = [
  { id: "performance", label: "Performance", flag: "min-performance" },
  { id: "accessibility", label: "Accessibility", flag: "min-accessibility" },
  { id: "best-practices", label: "Best practices", flag: "min-best-practices" },
  { id: "seo", label: "SEO", flag: "min-seo" },
];

/** A formatter for a metric value, with "n/a" where Lighthouse gave none. */
const orNotAvailable =
  (format: (value: number) => string) =>
  (value: number | null | undefined): string =>
    typeof value === "number" ? format(value) : "n/a";
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The lab metrics reported beside the scores (simulated, as the performance score uses them). */
export const metrics = [
  { id: "first-contentful-paint", label: "FCP", format: seconds },
  { id: "largest-contentful-paint", label: "LCP", format: seconds },
  { id: "total-blocking-time", label: "TBT", format: milliseconds },
  { id: "cumulative-layout-shift", label: "CLS", format: (value: number) => value.toFixed(3) },
  { id: "no-js-lcp", label: "LCP no JS", format: seconds },
  { id: "no-js-tbt", label: "TBT no JS", format: milliseconds },
  { id: "bytes-before-paint", label: "to paint", format: kilobytes },
  { id: "second-view-bytes", label: "2nd view", format: kilobytes },
].map((metric) => ({ ...metric, format: orNotAvailable(metric.format) }));

/** The largest paint as the trace recorded it, before Lighthouse simulates the slow phone. */
const observedLcp = (lhr: Result): number | null => {
  const details = lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined;
  const value = details?.items?.[0]?.observedLargestContentfulPaint;
  return typeof value === "number" ? value : null;
};

interface NetworkRequest {
  url: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/**
 * The first view's bytes before its first paint: the requests of the highest priority (the
 * document, its stylesheets) that had arrived when the page first painted, as transferred.
 */
export const bytesBeforePaint = (lhr: Result): number | null => {
  const network = lhr.audits["network-requests"]?.details as
    | { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const paint = (lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaintTs;
  const start = network?.debugData?.networkStartTimeTs;
  if (!network?.items || typeof start !== "number" || typeof paint !== "number") return null;
  const paintMs = (paint - start) / 1000;
  return network.items
    .filter(
      (request) =>
        request.priority === "VeryHigh" &&
        typeof request.networkEndTime === "number" &&
        request.networkEndTime <= paintMs,
    )
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
};

/** The page opened before `pages[index]` for its second view (the first page: after the second). */
export const openedBefore = (pages: readonly string[], index: number): string | undefined =>
  pages.length < 2 ? undefined : pages[index === 0 ? 1 : index - 1];

/**
 * What `url` transfers as the second page of a visit: a phone-sized tab of its own (a fresh
 * cache) opens `previousUrl`, then `url`; the bytes are those received for the second
 * navigation until its load event (files in the cache cost nothing).
 */
async function secondViewBytes(chromePort: number, previousUrl: string, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(previousUrl, { waitUntil: "load", timeout: PAGE_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
    });
    await cdp.send("Network.enable");
    await page.goto(url, { waitUntil: "load", timeout: PAGE_TIMEOUT_MS });
    await context.close();
    return bytes;
  } finally {
    await browser.close();
  }
}

/**
 * The page's LCP over its no-JS floor's, e.g. "1.02" ("n/a" when either is missing): as simulated
 * for the score, or as observed. The simulation counts every request that started before the
 * observed paint, scripts that do not block rendering among them; the observed ratio shows
 * whether the paint itself came later.
 */
export type Timings = Record<string, number | null>;

export const floorRatio = (timings: Timings | undefined, { observed = false } = {}): string => {
  const lcp = timings?.[observed ? "observed-lcp" : "largest-contentful-paint"];
  const floor = timings?.[observed ? "no-js-observed-lcp" : "no-js-lcp"];
  return typeof lcp === "number" && typeof floor === "number" && floor > 0
    ? (lcp / floor).toFixed(2)
    : "n/a";
};

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run says nothing about the page, so it is tried again, a bounded number of times.
 */
const TRACE_ATTEMPTS = 3;

type Log = (line: string) => void;

async function auditPage(
  url: string,
  chromePort: number,
  log: Log,
  cpuSlowdown?: number,
): Promise<Result> {
  const path = new URL(url).pathname;
  const throttling = cpuSlowdown
    ? { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown }
    : undefined;
  for (let attempt = 1; ; attempt++) {
    const result = await withTimeout(
      lighthouse(url, {
        port: chromePort,
        output: "json",
        logLevel: "error",
        onlyCategories: categories.map((category) => category.id),
        ...(throttling && { throttling }),
      }),
      PAGE_TIMEOUT_MS,
      `Auditing ${path}`,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
    if (!lhr.runtimeError) return lhr;
    const message = `${path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (attempt === TRACE_ATTEMPTS) throw new Error(message);
    log(`${message} (attempt ${attempt} of ${TRACE_ATTEMPTS}, trying again)`);
  }
}

/**
 * Audits a page `runs` times and keeps the median run (medianOf): Lighthouse's
 * advice for scores that vary from run to run on a shared machine (mostly Total Blocking Time).
 */
async function medianRun(
  url: string,
  chromePort: number,
  runs: number,
  log: Log,
  cpuSlowdown?: number,
) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await auditPage(url, chromePort, log, cpuSlowdown));
  }
  return medianOf(results);
}

/**
 * The run in the middle by performance score and, where scores tie (every run 100), by Total
 * Blocking Time: by score alone a tie kept whichever run came third.
 */
export function medianOf(results: Result[]): Result {
  const blocking = (result: Result) => result.audits["total-blocking-time"]?.numericValue ?? 0;
  const sorted = [...results].sort(
    (a, b) =>
      (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) ||
      blocking(b) - blocking(a),
  );
  return sorted[Math.floor(sorted.length / 2)] as Result;
}

/**
 * The browser Lighthouse drives. On the 2-core machine Chromium's new headless mode runs its
 * display compositor beside the page and Lighthouse counts that time as the page's: a page of two
 * elements scores 92-95 with 260-340 ms of Total Blocking Time there, and 100 with 47 ms in the
 * headless shell (decision 016). The shell is the default where installed; `--browser chromium`
 * measures with the full browser.
 */
function browserFor(name = existsSync(systemHeadlessShell) ? "headless-shell" : "chromium") {
  if (name === "headless-shell") {
    if (!existsSync(systemHeadlessShell))
      throw new Error("No headless shell: run `tsx tools/ensure-chromium.ts`.");
    return { name, path: systemHeadlessShell, headless: "--headless" };
  }
  if (name !== "chromium") throw new Error("--browser is headless-shell or chromium");
  const path = findChromium();
  if (!path) throw new Error("No Chromium found: run `tsx tools/ensure-chromium.ts chromium`.");
  return { name, path, headless: "--headless=new" };
}

/**
 * A page's HTML as a browser without JavaScript renders it: every executable script and module
 * preload taken out, and what <noscript> holds put in its place (the browser running the audit
 * has JavaScript on, so it would otherwise skip those elements).
 */
export const withoutScripts = (html: string): string =>
  html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, (script, openTag: string) =>
      executable(openTag) ? "" : script,
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1");

/** A throwaway copy of the build whose pages run no script: the no-JS floor. */
function noScriptCopy(buildDir?: string) {
  const copy = mkdtempSync(join(tmpdir(), "eca-no-js-"));
  cpSync(buildPath(buildDir), copy, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html"))
        writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    }
  };
  walk(copy);
  return copy;
}

const buildPath = (buildDir?: string) => resolve(repoRoot, buildDir ?? buildDirOf());

/** Page paths prerendered in a build, home first. */
export function prerenderedPages(buildDir?: string): string[] {
  const siteDir = buildPath(buildDir);
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(file);
      else if (entry.name === "index.html") {
        const rel = relative(siteDir, dir).split(sep).join("/");
        paths.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(siteDir);
  return paths.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

function htmlFileOf(buildDir: string | undefined, path: string) {
  const siteDir = buildPath(buildDir);
  return path === "/" ? join(siteDir, "index.html") : join(siteDir, path, "index.html");
}

const isNoindex = (buildDir: string | undefined, path: string) => {
  const file = htmlFileOf(buildDir, path);
  return (
    existsSync(file) &&
    /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(readFileSync(file, "utf8"))
  );
};

/** Synchronous last-resort stops for whatever is running (watchdog, Ctrl-C). */
const emergencyStops = new Set<() => void>();
function stopEverythingNow() {
  for (const stop of emergencyStops) {
    try {
      stop();
    } catch {}
  }
  emergencyStops.clear();
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface AuditOptions {
  pages?: string[];
  buildDir?: string;
  port?: number;
  thresholds?: Partial<Record<string, number>>;
  runs?: number;
  browser?: string;
  /** Lighthouse's CPU slowdown of its simulated phone; its own default (4) when left out. */
  cpuSlowdown?: number;
  log?: Log;
}

export interface AuditRow {
  path: string;
  noindex: boolean;
  scores: Record<string, number | null>;
  timings: Timings;
  failing?: string[];
}

/** Starts the server on `buildDir` with a last-resort stop for the watchdog and Ctrl-C. */
async function serve(buildDir: string | undefined, port?: number): Promise<RunningServer> {
  const server = await startServer(
    { BUILD_DIR: buildPath(buildDir), ...(port !== undefined && { PORT: String(port) }) },
    SERVER_START_TIMEOUT_MS,
  );
  const killNow = () => server.child.kill("SIGKILL");
  emergencyStops.add(killNow);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      emergencyStops.delete(killNow);
    },
  };
}

/**
 * Audits `pages` against a server it starts itself. Returns the rows (scores 0-100, null when
 * Lighthouse could not score a category), the failures against `thresholds` and the Markdown.
 */
export async function runAudit(options: AuditOptions = {}) {
  const { buildDir, thresholds = {}, runs = 1, cpuSlowdown, log = console.log } = options;
  const siteDir = buildPath(buildDir);
  if (!existsSync(siteDir)) throw new Error(`No build at ${siteDir}: run \`npm run build\`.`);
  const pages = options.pages?.length ? options.pages : prerenderedPages(buildDir);
  const browser = browserFor(options.browser);

  const floorBuildDir = noScriptCopy(buildDir);
  let server: RunningServer | undefined;
  let floorServer: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const killChrome = () => chrome?.kill();
  try {
    server = await serve(buildDir, options.port);
    floorServer = await serve(floorBuildDir);
    chrome = await withTimeout(
      chromeLauncher.launch({
        chromePath: browser.path,
        chromeFlags: [...chromiumArgs, browser.headless],
        logLevel: "silent",
        handleSIGINT: false,
      }),
      30_000,
      "Starting Chromium",
    );
    emergencyStops.add(killChrome);
    const rows: AuditRow[] = [];
    for (const [index, path] of pages.entries()) {
      const url = `${server.url}${path}`;
      const lhr = await medianRun(url, chrome.port, runs, log, cpuSlowdown);
      const scores = Object.fromEntries(
        categories.map(({ id }) => {
          const score = lhr.categories[id]?.score;
          return [id, typeof score === "number" ? Math.round(score * 100) : null];
        }),
      );
      const failing = Object.entries(lhr.audits)
        .filter(
          ([, audit]) =>
            audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        )
        .map(([id]) => id);
      const timings = Object.fromEntries(
        metrics.map(({ id }) => [id, lhr.audits[id]?.numericValue ?? null]),
      );
      // The floor's blocking time is the page's own parse, style and layout: what the page would
      // cost with no script at all, and so the least its TBT can be once the paint comes as early.
      const floorRun = await medianRun(
        `${floorServer.url}${path}`,
        chrome.port,
        runs,
        log,
        cpuSlowdown,
      );
      timings["no-js-lcp"] = floorRun.audits["largest-contentful-paint"]?.numericValue ?? null;
      timings["no-js-tbt"] = floorRun.audits["total-blocking-time"]?.numericValue ?? null;
      timings["observed-lcp"] = observedLcp(lhr);
      timings["bytes-before-paint"] = bytesBeforePaint(lhr);
      const previous = openedBefore(pages, index);
      timings["second-view-bytes"] = previous
        ? await secondViewBytes(chrome.port, `${server.url}${previous}`, url)
        : null;
      timings["no-js-observed-lcp"] = observedLcp(floorRun);
      const row = { path, noindex: isNoindex(buildDir, path), scores, timings, failing };
      rows.push(row);
      log(
        `${path}: ${categories.map(({ id, label }) => `${label} ${scores[id] ?? "n/a"}`).join(", ")}; ` +
          metrics
            .map((metric) => `${metric.label} ${metric.format(timings[metric.id])}`)
            .join(", ") +
          `, LCP / no-JS ${floorRatio(timings)} (observed ${floorRatio(timings, { observed: true })})` +
          (failing.length ? ` (failing: ${failing.join(", ")})` : ""),
      );
    }

    const failures: string[] = [];
    for (const row of rows) {
      for (const { id, label } of categories) {
        const min = thresholds[id];
        if (min === undefined) continue;
        if (id === "seo" && row.noindex) continue;
        const score = row.scores[id];
        if (typeof score !== "number" || score < min) {
          failures.push(`${row.path}: ${label} ${score ?? "n/a"} < ${min}`);
        }
      }
    }
    return {
      rows,
      failures,
      markdown: toMarkdown(rows, thresholds, runs, browser.name, cpuSlowdown),
    };
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {}
      emergencyStops.delete(killChrome);
    }
    if (server) await server.stop();
    if (floorServer) await floorServer.stop();
    rmSync(floorBuildDir, { recursive: true, force: true });
  }
}

export function toMarkdown(
  rows: AuditRow[],
  thresholds: Partial<Record<string, number>> = {},
  runs = 1,
  browserName = "headless-shell",
  cpuSlowdown?: number,
): string {
  const header = [
    "Page",
    ...categories.map(({ label }) => label),
    ...metrics.map(({ label }) => label),
    "LCP / no JS",
    "observed",
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, index) => (index === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map(
      (row) =>
        `| ${row.path}${row.noindex ? " (noindex)" : ""} | ${[
          ...categories.map(({ id }) => row.scores[id] ?? "n/a"),
          ...metrics.map((metric) => metric.format(row.timings?.[metric.id])),
          floorRatio(row.timings),
          floorRatio(row.timings, { observed: true }),
        ].join(" | ")} |`,
    ),
  ];
  const limits = categories
    .filter(({ id }) => thresholds[id] !== undefined)
    .map(({ id, label }) => `${label} >= ${thresholds[id]}`);
  return [
    "# Lighthouse audit",
    "",
    `Mobile emulation, simulated throttling (Lighthouse defaults${cpuSlowdown ? `, the CPU slowed ${cpuSlowdown}x` : ""}), Chromium ${browserName}${runs > 1 ? `; each page the median of ${runs} runs` : ""}. "LCP no JS" and "TBT no JS": the same page with every script removed (the no-JS floor, audited as many times as the page); "LCP / no JS" is the page's LCP over the floor's, as simulated and as observed in the trace. "to paint": the first view's bytes before its first paint (the document and what the paint waited for); "2nd view": what the page transfers when opened after the page above it (the first page: after the second). ${new Date().toISOString()}.`,
    limits.length ? `Thresholds: ${limits.join(", ")} (SEO not required of noindex pages).` : "",
    "",
    ...lines,
    "",
  ].join("\n");
}

function parseArgs(argv: string[]) {
  const options: AuditOptions & { thresholds: Partial<Record<string, number>>; report: string } = {
    thresholds: {},
    report: "reports/lighthouse.md",
  };
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = (argv[index] ?? "").split("=", 2);
    const value = () => inline ?? argv[++index] ?? "";
    if (name === "--pages") {
      options.pages = value()
        .split(",")
        .map((path) => path.trim())
        .filter(Boolean)
        .map((path) => (path.startsWith("/") ? path : `/${path}`));
    } else if (name === "--port") options.port = Number(value());
    else if (name === "--report") options.report = value();
    else if (name === "--browser") options.browser = value();
    else if (name === "--cpu-slowdown") {
      options.cpuSlowdown = Number(value());
      if (!(options.cpuSlowdown >= 1 && options.cpuSlowdown <= 20))
        throw new Error("--cpu-slowdown needs a number from 1 to 20");
    } else if (name === "--runs") {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 9)
        throw new Error("--runs needs a whole number from 1 to 9");
    } else {
      const category = categories.find(({ flag }) => name === `--${flag}`);
      if (!category) throw new Error(`Unknown option ${name}`);
      const min = Number(value());
      if (!Number.isFinite(min)) throw new Error(`${name} needs a number`);
      options.thresholds[category.id] = min;
    }
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pageCount = options.pages?.length ?? prerenderedPages().length;
  // Whatever happens, give up (and let the finally blocks clean up) after a bounded time.
  const watchdog = setTimeout(
    () => {
      console.error("Lighthouse audit: overall time limit reached.");
      stopEverythingNow();
      process.exit(2);
    },
    60_000 + pageCount * (options.runs ?? 1) * PAGE_TIMEOUT_MS * TRACE_ATTEMPTS,
  );
  watchdog.unref();
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stopEverythingNow();
      process.exit(130);
    });
  }

  const { failures, markdown } = await runAudit(options);
  const reportFile = resolve(repoRoot, options.report);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, markdown);
  console.log(`\n${markdown}`);
  console.log(`Written to ${relative(repoRoot, reportFile)}`);
  if (failures.length > 0) {
    console.error(`\nBelow the thresholds:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
