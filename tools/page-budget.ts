/**
 * Page budgets (DESIGN "Quality bars", docs/decisions/007 and 013): for every prerendered page in
 * ${BUILD_DIR:-dist}, what a visitor's browser must fetch, measured from the build (gzip -9
 * for text; images and fonts as stored), and the rules that keep the first screen fast:
 *   - first-load JS: every executable inline script, every <script src> and <link rel="modulepreload">,
 *     and their static imports in turn, and the chunks they import by themselves during load (the
 *     shell, started after the first paint);
 *   - island JS: what the page's interactive parts load when they hydrate (an <astro-island>'s
 *     component and renderer URLs, or a `hydrate-*` chunk the first-load scripts import, and their
 *     static imports), not counting files already loaded first, in two columns: "on load" for
 *     islands that hydrate whatever the visitor does (client:load, idle, media, only), which must
 *     be none (no framework work during page load), and "on intent" for what waits for the
 *     visitor (the `hydrate-*` chunks, imported when a visitor reaches for a part such as the
 *     contact dialog, and client:visible islands, scrolled to);
 *   - the HTML document (inline styles and scripts included), CSS (inline and linked), fonts (from @font-face
 *     rules and font preloads) and images (per <img>, its largest candidate, AVIF where offered);
 *   - the first view before paint: the document and the files that block its first paint (the
 *     site's stylesheets), which a first visit waits for;
 *   - the second view: what a later page of a visit transfers, its document and whatever it needs
 *     that not every page loads (every page's stylesheet and script are in the cache by then), by
 *     gzip -9 and as the server sends it (brotli at its best quality, decision 065; response
 *     headers not counted);
 *   - one stylesheet for every page: each page links the home page's one hashed stylesheet in
 *     <head>, and nothing else, so its first paint waits for that sheet alone and a later page
 *     finds it in the cache;
 *   - no render-blocking request but the page itself and the site's own hashed stylesheets (in
 *     /assets/, cached for a year): no classic script in <head>, nothing from another origin;
 *   - every <img> has width and height (no layout shift when it arrives).
 * Fails when a page breaks a budget or a rule. Deterministic: nothing is timed.
 *
 *   npm run budget            BUILD_DIR=build-e2e tsx tools/page-budget.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { bestBrotli, compressible } from "../server/static";
import { buildDirOf } from "../site-env";

const KB = 1024;
/** Limits per page, in bytes. */
export const budgets = {
  firstLoadJs: 15 * KB,
  onLoadIslandJs: 0,
  islandJs: 90 * KB,
  /** The document alone: what a later page of a visit cannot take from the cache. */
  html: 22 * KB,
  /** The document and the stylesheets its first paint waits for, on a first visit. */
  beforePaint: 36 * KB,
  /** A later page of a visit: its document and the files not every page loads. */
  secondView: 24 * KB,
  /** The same, as the server sends it (decision 041's goal for a later page). */
  secondViewSent: 16 * KB,
  css: 20 * KB,
  fonts: 100 * KB,
  images: 250 * KB,
};

const siteDir = resolve(buildDirOf());

/** Every HTML document in the build, with the page path it is served at. */
function htmlPages(dir: string): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (file !== join(siteDir, "assets")) found.push(...htmlPages(file));
    } else if (name.endsWith(".html")) {
      const rel = relative(siteDir, file).split(sep).join("/");
      const path =
        rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -11)}` : rel;
      found.push({ path, file });
    }
  }
  return found;
}

const attr = (tag: string, name: string): string | undefined =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean)
    ?.replaceAll("&amp;", "&");

/** Specifiers of the static imports of a built module (minified: `import{a}from"./x.js"`). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );

/** Local file for a URL found in the page, or null for another origin. */
function localFile(url: string, fromFile: string): string | null {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith("data:")) return null;
  const path = url.split(/[?#]/)[0] ?? "";
  return path.startsWith("/") ? join(siteDir, path) : resolve(dirname(fromFile), path);
}

/**
 * A set of module files closed over their static imports (and what else `follows` names);
 * external URLs are listed apart.
 */
function moduleGraph(entries: string[], htmlFile: string, follows = staticImports) {
  const files = new Set<string>();
  const external: string[] = [];
  const queue: string[] = [];
  const add = (url: string, from: string) => {
    const file = localFile(url, from);
    if (file === null) external.push(url);
    else if (!files.has(file)) {
      files.add(file);
      queue.push(file);
    }
  };
  for (const url of entries) add(url, htmlFile);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!existsSync(file))
      throw new Error(`${relative(siteDir, htmlFile)} loads ${file}, which is not in the build`);
    for (const specifier of follows(readFileSync(file, "utf8"))) add(specifier, file);
  }
  return { files, external };
}

/** Whether a <script> opening tag runs code (classic or module), not data (JSON-LD, rules). */
export const executable = (openTag: string): boolean => {
  const type = (attr(openTag, "type") ?? "").toLowerCase();
  return type === "" || type === "module" || type.includes("javascript");
};

/** Specifiers of a built module's dynamic imports (`import("./x.js")`). */
const dynamicImports = (code: string): string[] =>
  [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? "");

/**
 * The chunks a page's script imports when a visitor reaches for the part they hydrate: modules
 * named `hydrate-*` (src/features/contact/island.ts imports hydrate-dialog.tsx).
 */
export const intentImports = (code: string): string[] =>
  dynamicImports(code).filter((specifier) => /(?:^|\/)hydrate-[^/]*\.js$/.test(specifier));

/** Web vitals load on a developer's request (a window flag), never for a visitor. */
const onRequestOnly = (specifier: string) => /(?:^|\/)web-vitals[^/]*\.js$/.test(specifier);

/**
 * The chunks a page's script imports by itself during load (the shell, started after the first
 * paint): every dynamic import that neither waits for the visitor nor for a developer's request.
 * Counting every other import keeps a new one inside the first-load budget until it says why not.
 */
export const loadImports = (code: string): string[] => {
  const waits = new Set(intentImports(code));
  return dynamicImports(code).filter(
    (specifier) => !waits.has(specifier) && !onRequestOnly(specifier),
  );
};

/** The site URL of a file in the build. */
export const siteUrl = (file: string) => `/${relative(siteDir, file).split(sep).join("/")}`;

/** Islands whose hydration waits for the visitor: scrolling to them. */
const waitsForVisitor = (directive: string | undefined) => directive === "visible";

/** The URLs an island's hydration loads. */
const islandEntries = (islandTags: string[]): string[] =>
  islandTags.flatMap((tag) =>
    ["component-url", "renderer-url", "before-hydration-url"]
      .map((name) => attr(tag, name))
      .filter((url): url is string => Boolean(url)),
  );

/** What a page loads before any interaction, and what its islands load on load or on intent. */
export function pageScripts(htmlFile: string) {
  const html = readFileSync(htmlFile, "utf8");
  const inline: string[] = [];
  const sources: string[] = [];
  for (const [, open = "", body = ""] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (!executable(open)) continue;
    const src = attr(open, "src");
    if (src) sources.push(src);
    else inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) sources.push(href);
  }
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/gi)].map(([tag]) => tag);
  const first = moduleGraph(
    [...sources, ...inline.flatMap((code) => staticImports(code))],
    htmlFile,
    (code) => [...staticImports(code), ...loadImports(code)],
  );
  const onLoad = moduleGraph(
    islandEntries(islands.filter((tag) => !waitsForVisitor(attr(tag, "client")))),
    htmlFile,
  );
  const hydratedOnIntent = [...first.files].flatMap((file) =>
    intentImports(readFileSync(file, "utf8")).flatMap((specifier) => {
      const chunk = localFile(specifier, file);
      return chunk === null ? [] : [siteUrl(chunk)];
    }),
  );
  const onReach = moduleGraph(hydratedOnIntent, htmlFile);
  const onScroll = moduleGraph(
    islandEntries(islands.filter((tag) => waitsForVisitor(attr(tag, "client")))),
    htmlFile,
  );
  const loadedAnyway = new Set([...first.files, ...onLoad.files]);
  for (const file of first.files) onLoad.files.delete(file);
  const onIntent = [...new Set([...onReach.files, ...onScroll.files])].filter(
    (file) => !loadedAnyway.has(file),
  );
  return {
    inline,
    firstFiles: [...first.files],
    onLoadFiles: [...onLoad.files],
    onIntentFiles: onIntent,
    /** What only a visitor reaching for a part loads: not even an island scrolled to needs it. */
    onReachOnlyFiles: [...onReach.files].filter(
      (file) => !loadedAnyway.has(file) && !onScroll.files.has(file),
    ),
    external: [...first.external, ...onLoad.external, ...onReach.external, ...onScroll.external],
  };
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

const gzipText = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

const sentCache = new Map<string, Promise<number>>();
/**
 * A file's bytes as the server sends them: its best brotli (kept for the server's next load) when
 * the server compresses the file's type and that is smaller; images and fonts as stored.
 */
function sentSize(file: string): Promise<number> {
  const cached = sentCache.get(file);
  if (cached) return cached;
  const size = (async () => {
    const body = readFileSync(file);
    if (!compressible.has(extname(file).toLowerCase())) return body.length;
    return Math.min(body.length, (await bestBrotli(new Uint8Array(body))).encoding.length);
  })();
  sentCache.set(file, size);
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files a page's CSS pulls in with url(): fonts from @font-face rules. */
const fontUrls = (css: string): string[] =>
  [...css.matchAll(/@font-face\s*{[^}]*}/g)].flatMap(([rule]) =>
    [...rule.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1] ?? ""),
  );

/** The largest file among `url 640w, url2 1280w` candidates (or a plain src), and its size. */
function largestCandidate(candidates: string | undefined, htmlFile: string) {
  const files = (candidates ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)
    .map((url) => localFile(url, htmlFile))
    .filter((file): file is string => file !== null && existsSync(file));
  return files.reduce(
    (largest, file) => {
      const bytes = statSync(file).size;
      return bytes > largest.bytes ? { file, bytes } : largest;
    },
    { file: "", bytes: 0 },
  );
}

/**
 * Files the build names by their content (Astro's output in /assets/, served with a year's
 * immutable caching): a stylesheet there costs the first page of a visit one request and
 * every later page nothing.
 */
export const isHashedAsset = (url: string) => /^\/assets\/[^/]+\.[\w-]{8}\.css$/.test(url);

/** Stylesheets, fonts, images and render-blocking requests of one page. */
export function pageResources(htmlFile: string) {
  const html = readFileSync(htmlFile, "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const renderBlocking: string[] = [];
  const stylesheets: string[] = [];
  const paintWaitsFor: string[] = [];
  const blockingCss: string[] = [];
  const cssFiles: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (!href || !rel.includes("stylesheet")) continue;
    stylesheets.push(href);
    const file = localFile(href, htmlFile);
    if (file) cssFiles.push(file);
    const media = attr(tag, "media");
    if (!head.includes(tag) || (media && media !== "all" && media !== "screen")) continue;
    if (file && isHashedAsset(href)) {
      blockingCss.push(file);
      paintWaitsFor.push(href);
    } else renderBlocking.push(href);
  }
  for (const [open] of head.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(open, "src");
    const deferred = /\s(async|defer)[\s=>]/i.test(open) || attr(open, "type") === "module";
    if (src && executable(open) && !deferred) renderBlocking.push(src);
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (m) => m[1] ?? "",
  );
  const allCss = [...inlineCss, ...cssFiles.map((file) => readFileSync(file, "utf8"))];
  const fonts = new Set(
    [
      ...allCss.flatMap((css) => fontUrls(css)),
      ...[...html.matchAll(/<link\b[^>]*>/gi)]
        .filter(([tag]) => attr(tag, "rel") === "preload" && attr(tag, "as") === "font")
        .map(([tag]) => attr(tag, "href") ?? ""),
    ]
      .map((url) => localFile(url, htmlFile))
      .filter((file): file is string => file !== null),
  );
  const images: { file: string; bytes: number; lazy: boolean }[] = [];
  const unsized: string[] = [];
  for (const { 0: tag, index } of html.matchAll(/<img\b[^>]*>/gi)) {
    if (!attr(tag, "width") || !attr(tag, "height")) unsized.push(attr(tag, "src") ?? tag);
    const picture = html.slice(html.lastIndexOf("<picture", index), index);
    const inPicture = picture.startsWith("<picture") && !picture.includes("</picture>");
    const avif = inPicture
      ? [...picture.matchAll(/<source\b[^>]*>/gi)].find(([source]) =>
          /avif/.test(attr(source, "type") ?? ""),
        )
      : undefined;
    const largest = avif
      ? largestCandidate(attr(avif[0], "srcset"), htmlFile)
      : largestCandidate(attr(tag, "srcset") ?? attr(tag, "src"), htmlFile);
    images.push({ ...largest, lazy: attr(tag, "loading") === "lazy" });
  }
  return {
    html,
    renderBlocking,
    stylesheets,
    paintWaitsFor,
    blockingCss,
    inlineCss,
    cssFiles,
    fonts: [...fonts],
    images,
    unsized,
  };
}

const fileBytes = (file: string) => (existsSync(file) ? statSync(file).size : 0);

export function measurePage(file: string) {
  const scripts = pageScripts(file);
  const resources = pageResources(file);
  const inlineBytes = scripts.inline.reduce((sum, code) => sum + gzipText(code), 0);
  const firstFileBytes = scripts.firstFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const htmlBytes = gzipText(resources.html);
  // What the page's first screen needs from other files, by file (bytes as transferred):
  // stylesheets, first-load scripts, fonts and the images not left to load lazily.
  const viewFiles: Record<string, number> = {};
  for (const f of [...resources.cssFiles, ...scripts.firstFiles]) viewFiles[f] = gzipSize(f);
  for (const f of resources.fonts) viewFiles[f] = fileBytes(f);
  for (const image of resources.images) {
    if (!image.lazy && image.file) viewFiles[image.file] = image.bytes;
  }
  return {
    inlineBytes,
    firstBytes: inlineBytes + firstFileBytes,
    onLoadIslandBytes: scripts.onLoadFiles.reduce((sum, f) => sum + gzipSize(f), 0),
    onIntentIslandBytes: scripts.onIntentFiles.reduce((sum, f) => sum + gzipSize(f), 0),
    htmlBytes,
    beforePaintBytes: htmlBytes + resources.blockingCss.reduce((sum, f) => sum + gzipSize(f), 0),
    cssBytes:
      resources.inlineCss.reduce((sum, css) => sum + gzipText(css), 0) +
      resources.cssFiles.reduce((sum, f) => sum + gzipSize(f), 0),
    fontBytes: resources.fonts.reduce((sum, f) => sum + fileBytes(f), 0),
    imageBytes: resources.images.reduce((sum, image) => sum + image.bytes, 0),
    viewFiles,
    stylesheets: resources.stylesheets,
    paintWaitsFor: resources.paintWaitsFor,
    renderBlocking: resources.renderBlocking,
    unsized: resources.unsized,
    external: scripts.external,
  };
}

/** The document and the first screen's files as the server sends them. */
export async function measureSent(file: string, viewFiles: Record<string, number>) {
  const sent = async (f: string): Promise<[string, number]> => [f, await sentSize(f)];
  return {
    htmlSentBytes: await sentSize(file),
    viewFilesSent: Object.fromEntries(await Promise.all(Object.keys(viewFiles).map(sent))),
  };
}

export type PageMeasure = ReturnType<typeof measurePage> & Awaited<ReturnType<typeof measureSent>>;
export type PageRow = {
  path: string;
  secondViewBytes: number;
  secondViewSentBytes: number;
  /** The stylesheet every page links: the home page's one. */
  siteStylesheet: string | undefined;
} & PageMeasure;

/**
 * Each page among the others: as the second page of a visit, its document and the files it needs
 * that not every page loads (what every page loads, the stylesheet and the shell script, is in
 * the cache after any first page; a file only some pages load may not be); and the stylesheet
 * every page must link, the home page's only one.
 */
export function acrossPages(pages: ({ path: string } & PageMeasure)[]): PageRow[] {
  const everyPage = new Set(Object.keys(pages[0]?.viewFiles ?? {}));
  for (const page of pages) {
    for (const file of everyPage) if (!(file in page.viewFiles)) everyPage.delete(file);
  }
  const ownBytes = (files: Record<string, number>) =>
    Object.entries(files)
      .filter(([file]) => !everyPage.has(file))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
  const home = pages.find((page) => page.path === "/");
  const siteStylesheet = home?.stylesheets.length === 1 ? home.stylesheets[0] : undefined;
  return pages.map((page) => ({
    ...page,
    secondViewBytes: page.htmlBytes + ownBytes(page.viewFiles),
    secondViewSentBytes: page.htmlSentBytes + ownBytes(page.viewFilesSent),
    siteStylesheet,
  }));
}

/** The page links the site's stylesheet in <head>, and no other: its first paint waits for it. */
const linksSiteStylesheet = ({ siteStylesheet, stylesheets, paintWaitsFor }: PageRow) =>
  siteStylesheet !== undefined &&
  stylesheets.length === 1 &&
  stylesheets[0] === siteStylesheet &&
  paintWaitsFor.includes(siteStylesheet);

/** What a page breaks: each budget it is over and each rule it does not keep. */
export function pageProblems(row: PageRow): string[] {
  return [
    row.firstBytes > budgets.firstLoadJs && "first-load JS over budget",
    row.onLoadIslandBytes > budgets.onLoadIslandJs &&
      "an island hydrates during page load (hydrate it on intent or use client:visible)",
    row.onLoadIslandBytes + row.onIntentIslandBytes > budgets.islandJs && "island JS over budget",
    row.htmlBytes > budgets.html && "HTML over budget",
    row.beforePaintBytes > budgets.beforePaint && "first view before paint over budget",
    row.secondViewBytes > budgets.secondView && "second view over budget",
    row.secondViewSentBytes > budgets.secondViewSent && "second view as sent over budget",
    !linksSiteStylesheet(row) &&
      `stylesheets ${row.stylesheets.join(", ") || "none"}: not the home page's one, in <head>`,
    row.cssBytes > budgets.css && "CSS over budget",
    row.fontBytes > budgets.fonts && "fonts over budget",
    row.imageBytes > budgets.images && "images over budget",
    row.renderBlocking.length > 0 && `render-blocking: ${row.renderBlocking.join(", ")}`,
    row.unsized.length > 0 && `images without width and height: ${row.unsized.join(", ")}`,
  ].filter((problem): problem is string => typeof problem === "string");
}

type NumericColumn =
  | "firstBytes"
  | "onLoadIslandBytes"
  | "onIntentIslandBytes"
  | "htmlBytes"
  | "beforePaintBytes"
  | "secondViewBytes"
  | "secondViewSentBytes"
  | "cssBytes"
  | "fontBytes"
  | "imageBytes";

async function main() {
  if (!existsSync(siteDir)) {
    console.error(
      `No build at ${siteDir}: run \`npm run build\` first (BUILD_DIR=${buildDirOf()}).`,
    );
    process.exit(1);
  }
  const rows = acrossPages(
    await Promise.all(
      htmlPages(siteDir).map(async ({ path, file }) => {
        const measure = measurePage(file);
        return { path, ...measure, ...(await measureSent(file, measure.viewFiles)) };
      }),
    ),
  );
  if (rows.length === 0) {
    console.error(`No HTML pages in ${siteDir}.`);
    process.exit(1);
  }
  rows.sort((a, b) => b.firstBytes - a.firstBytes || a.path.localeCompare(b.path));

  const width = Math.max(...rows.map((row) => row.path.length), 4);
  const columns: [name: string, key: NumericColumn, limit: number][] = [
    ["JS first", "firstBytes", budgets.firstLoadJs],
    ["JS on load", "onLoadIslandBytes", budgets.onLoadIslandJs],
    ["JS intent", "onIntentIslandBytes", budgets.islandJs],
    ["HTML", "htmlBytes", budgets.html],
    ["to paint", "beforePaintBytes", budgets.beforePaint],
    ["2nd view", "secondViewBytes", budgets.secondView],
    ["2nd sent", "secondViewSentBytes", budgets.secondViewSent],
    ["CSS", "cssBytes", budgets.css],
    ["fonts", "fontBytes", budgets.fonts],
    ["images", "imageBytes", budgets.images],
  ];
  console.log(
    `Bytes per page (text gzip -9; "2nd sent" as the server sends it, brotli), ${siteDir}\n`,
  );
  console.log(
    `${"page".padEnd(width)}  ${columns.map(([name]) => name.padStart(10)).join(" ")}\n${"budget".padEnd(width)}  ${columns.map(([, , limit]) => kb(limit).padStart(10)).join(" ")}`,
  );
  const over: string[] = [];
  for (const row of rows) {
    const problems = pageProblems(row);
    if (problems.length > 0) over.push(`${row.path} (${problems.join("; ")})`);
    const note = row.external.length
      ? `  (+ external, not counted: ${row.external.join(", ")})`
      : "";
    console.log(
      `${row.path.padEnd(width)}  ${columns.map(([, key]) => kb(row[key]).padStart(10)).join(" ")}${problems.length ? `  ${problems.join("; ").toUpperCase()}` : ""}${note}`,
    );
  }
  const worst = columns
    .map(([name, key]) => {
      const top = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
      return `${name} ${top.path} ${kb(top[key])}`;
    })
    .join("; ");
  console.log(`\nLargest: ${worst}.`);
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) over budget or breaking a rule:\n${over.join("\n")}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
