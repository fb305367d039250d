/**
 * First-load JavaScript budget (DESIGN "Quality bars"): for every prerendered page in
 * ${BUILD_DIR:-build}/client, sums the gzip size (level 9) of the JavaScript the page loads at
 * first: every <script src>, every <link rel="modulepreload">, the static imports of inline
 * module scripts, and the static imports of those files in turn. Fails above BUDGET_BYTES on any
 * page. DESIGN.md's goal is 100 KB, below what React 19 and React Router alone weigh (about
 * 111 KB); docs/decisions/005-javascript-budget.md records the enforced ceiling and why.
 *
 *   node scripts/js-budget.mjs            BUILD_DIR=build-e2e node scripts/js-budget.mjs
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 145 * 1024;
export const GOAL_BYTES = 100 * 1024;

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every HTML document in the build, with the page path it is served at. */
function htmlPages(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (file !== join(clientDir, "assets")) found.push(...htmlPages(file));
    } else if (name.endsWith(".html")) {
      const rel = relative(clientDir, file).split(sep).join("/");
      const path =
        rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -11)}` : rel;
      found.push({ path, file });
    }
  }
  return found;
}

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean);

/** Specifiers of the static imports at the top of a module (Rollup puts them all there). */
function leadingImports(code) {
  const specifiers = [];
  const statement = /^\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']\s*;?/;
  let rest = code;
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    specifiers.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return specifiers;
}

/** Static and literal dynamic imports of an inline module script (React Router's bootstrap). */
const inlineImports = (code) => [
  ...[...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map(
    (m) => m[1],
  ),
  ...[...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]),
];

/** Local file for a URL found in the page, or null for another origin. */
function localFile(url, fromFile) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith("data:")) return null;
  const path = url.split(/[?#]/)[0];
  return path.startsWith("/") ? join(clientDir, path) : resolve(dirname(fromFile), path);
}

/** The JavaScript files a page loads at first, and the external scripts it names. */
export function firstLoadScripts(htmlFile) {
  const html = readFileSync(htmlFile, "utf8");
  const files = new Set();
  const external = [];
  const queue = [];
  const add = (url, from) => {
    const file = localFile(url, from);
    if (file === null) external.push(url);
    else if (!files.has(file)) {
      files.add(file);
      queue.push(file);
    }
  };

  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) add(src, htmlFile);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) add(href, htmlFile);
  }
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (attr(open, "type") === "module" && !attr(open, "src")) {
      for (const specifier of inlineImports(body)) add(specifier, htmlFile);
    }
  }
  while (queue.length > 0) {
    const file = queue.shift();
    if (!existsSync(file))
      throw new Error(`${relative(clientDir, htmlFile)} loads ${file}, which is not in the build`);
    for (const specifier of leadingImports(readFileSync(file, "utf8"))) add(specifier, file);
  }
  return { files: [...files], external };
}

const gzipCache = new Map();
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  if (!existsSync(clientDir)) {
    console.error(
      `No build at ${clientDir}: run \`npm run build\` first (BUILD_DIR=${process.env.BUILD_DIR ?? "build"}).`,
    );
    process.exit(1);
  }
  const rows = htmlPages(clientDir).map(({ path, file }) => {
    const { files, external } = firstLoadScripts(file);
    return {
      path,
      count: files.length,
      bytes: files.reduce((sum, f) => sum + gzipSize(f), 0),
      external,
    };
  });
  if (rows.length === 0) {
    console.error(`No HTML pages in ${clientDir}.`);
    process.exit(1);
  }
  rows.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));

  const width = Math.max(...rows.map((row) => row.path.length), 4);
  console.log(
    `First-load JavaScript per page (gzip -9), budget ${kb(BUDGET_BYTES)}: ${clientDir}\n`,
  );
  console.log(`${"page".padEnd(width)}  files  gzip`);
  for (const row of rows) {
    const flag = row.bytes > BUDGET_BYTES ? "  OVER BUDGET" : "";
    const note = row.external.length
      ? `  (+ external, not counted: ${row.external.join(", ")})`
      : "";
    console.log(
      `${row.path.padEnd(width)}  ${String(row.count).padStart(5)}  ${kb(row.bytes).padStart(9)}${flag}${note}`,
    );
  }
  const worst = rows[0];
  console.log(
    `\nWorst page: ${worst.path} with ${worst.bytes} bytes (${kb(worst.bytes)}) of ${kb(BUDGET_BYTES)}` +
      ` (goal ${kb(GOAL_BYTES)}, ${kb(worst.bytes - GOAL_BYTES)} over it; see docs/decisions/005).`,
  );
  const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(
      `${over.length} page(s) over the ${BUDGET_BYTES}-byte budget: ${over.map((row) => row.path).join(", ")}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
