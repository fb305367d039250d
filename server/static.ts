import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import { pageCsp } from "./csp";
import { logWarning } from "./log";
import { cacheControl, redirects, xmlDocumentCsp } from "./policy";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".pdf": "application/pdf",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
/** Text formats; images and fonts are already compressed. */
export const compressible: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".webmanifest",
  ".xml",
  ".txt",
  ".ics",
  ".json",
  ".map",
]);

type Encoding = "br" | "gzip";

type Bytes = Uint8Array<ArrayBuffer>;

export interface StaticFile {
  body: Bytes;
  encoded: Partial<Record<Encoding, Bytes>>;
  contentType: string;
  cacheControl: string;
  etag: string;
  lastModified: Date;
  /** Headers of this file alone: a page's own Content-Security-Policy. */
  headers: Readonly<Record<string, string>>;
}

export interface StaticSite {
  /** By URL path, e.g. "/pricing/index.html". */
  files: ReadonlyMap<string, StaticFile>;
  notFound: StaticFile;
  /** Settles when every file has its smallest brotli encoding: how many were made, how many kept. */
  fullyCompressed: Promise<BestBrotliCount>;
}

interface BestBrotliCount {
  compressed: number;
  fromCache: number;
}

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

/**
 * Where each file's best brotli is kept, named by the hash of the file's bytes, across restarts and
 * publishes: a publish compresses again only the files it changed, and a restart none. In
 * node_modules/.cache beside the build's own cache, which the service may write.
 */
export const BROTLI_CACHE_DIR = join(process.cwd(), "node_modules/.cache/eca-brotli");
/** A kept encoding no load has used for this long is removed; one that old is made again. */
const BROTLI_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Files in the build for the static host's eyes only (Netlify reads them, never serves them). */
export const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

async function* walk(dir: string, urlPrefix: string): AsyncGenerator<[string, string]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const urlPath = `${urlPrefix}${entry.name}`;
    // Symbolic links are skipped so nothing outside the root can be served.
    if (entry.isDirectory()) yield* walk(path, `${urlPath}/`);
    else if (entry.isFile() && !hostConfigFiles.has(urlPath)) yield [urlPath, path];
  }
}

const brotliOptions = (body: Bytes, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** Quick encodings for startup; an encoding is kept only when it is actually smaller. */
async function encode(body: Bytes): Promise<Partial<Record<Encoding, Bytes>>> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body, 5)),
    gzipAsync(body, { level: 6 }),
  ]);
  return {
    ...(br.length < body.length && { br }),
    ...(gz.length < body.length && { gzip: gz }),
  };
}

/**
 * Brotli's best quality takes seconds for the whole site on a small machine (quality 5 takes
 * milliseconds and is about 10% larger), so it replaces the quick version in the background,
 * one file at a time, from the cache where an earlier load kept it.
 */
async function maximiseBrotli(files: Iterable<StaticFile>, cacheDir: string) {
  const count: BestBrotliCount = { compressed: 0, fromCache: 0 };
  let unwritable = false;
  for (const file of files) {
    if (!file.encoded.br) continue;
    const { encoding, fromCache, unkept } = await bestBrotli(file.body, cacheDir);
    if (fromCache) count.fromCache++;
    else count.compressed++;
    if (unkept) unwritable = true;
    if (encoding.length < file.encoded.br.length) file.encoded.br = encoding;
  }
  if (unwritable) logWarning(`static: cannot keep compressed files in ${cacheDir}`);
  await removeUnused(cacheDir);
  return count;
}

/**
 * A file's brotli at the best quality: the one kept under the hash of its bytes, or made now and
 * kept for the next load (`unkept` when the cache cannot be written).
 */
export async function bestBrotli(body: Bytes, cacheDir = BROTLI_CACHE_DIR) {
  const entry = join(cacheDir, createHash("sha256").update(body).digest("hex"));
  const kept = await keptEncoding(entry, body);
  if (kept) return { encoding: kept, fromCache: true, unkept: false };
  const made = await brotli(body, brotliOptions(body, constants.BROTLI_MAX_QUALITY));
  return { encoding: made, fromCache: false, unkept: !(await keep(entry, made)) };
}

/** The kept encoding, only if it decodes to these very bytes (a damaged one is made again). */
async function keptEncoding(entry: string, body: Bytes): Promise<Bytes | null> {
  const kept = await readFile(entry).catch(() => null);
  if (!kept) return null;
  const decoded = await unbrotli(kept).catch(() => null);
  if (!decoded?.equals(body)) return null;
  const now = new Date();
  await utimes(entry, now, now).catch(() => undefined);
  return new Uint8Array(kept);
}

/** Written whole or not at all, so a server never reads half an entry another is writing. */
async function keep(entry: string, encoding: Bytes): Promise<boolean> {
  const temp = `${entry}.${process.pid}.tmp`;
  try {
    await mkdir(join(entry, ".."), { recursive: true });
    await writeFile(temp, encoding);
    await rename(temp, entry);
    return true;
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
    return false;
  }
}

async function removeUnused(cacheDir: string) {
  const now = Date.now();
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const entry = join(cacheDir, name);
    const info = await stat(entry).catch(() => null);
    if (info && now - info.mtimeMs > BROTLI_CACHE_MAX_AGE_MS) await rm(entry, { force: true });
  }
}

async function loadFile(
  urlPath: string,
  path: string,
  unchanged: StaticFile | undefined,
): Promise<StaticFile> {
  const [body, info] = await Promise.all([readFile(path), stat(path)]);
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  if (unchanged?.etag === etag) return unchanged;
  const extension = extname(urlPath).toLowerCase();
  const headers: Record<string, string> =
    extension === ".html"
      ? { "Content-Security-Policy": pageCsp(body.toString("utf8"), path) }
      : extension === ".xml"
        ? { "Content-Security-Policy": xmlDocumentCsp }
        : {};
  return {
    headers,
    body,
    encoded: compressible.has(extension) ? await encode(body) : {},
    contentType: contentTypes[extension] ?? "application/octet-stream",
    cacheControl: urlPath.startsWith("/assets/")
      ? cacheControl.hashedAsset
      : extension === ".html"
        ? cacheControl.html
        : cacheControl.other,
    etag,
    lastModified: info.mtime,
  };
}

/**
 * Reads the whole build into memory and compresses it: the site is about 2 MB, and every request
 * is then a map lookup. A published build is loaded the same way and swapped in (LiveSite); a
 * file with the same bytes as in `unchangedFrom` (the live build) is that build's, compressed
 * already, so a one-word change compresses one page, not the site.
 */
export async function loadStaticSite(
  root: string,
  {
    brotliCache = BROTLI_CACHE_DIR,
    unchangedFrom,
  }: { brotliCache?: string; unchangedFrom?: StaticSite } = {},
): Promise<StaticSite> {
  const paths: [string, string][] = [];
  try {
    for await (const entry of walk(root, "/")) paths.push(entry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`No build at ${root}: run \`npm run build\` first (or set BUILD_DIR)`);
    }
    throw error;
  }
  const files = new Map(
    await Promise.all(
      paths.map(async ([urlPath, path]) => {
        const unchanged = unchangedFrom?.files.get(urlPath);
        return [urlPath, await loadFile(urlPath, path, unchanged)] as const;
      }),
    ),
  );
  const compressedBefore = new Set(unchangedFrom?.files.values());
  const notFound = files.get("/404.html");
  if (!files.has("/index.html") || !notFound) {
    throw new Error(`${root} has no index.html or 404.html: is it a complete build?`);
  }
  const newFiles = [...files.values()].filter((file) => !compressedBefore.has(file));
  const fullyCompressed = maximiseBrotli(newFiles, brotliCache).catch((error: unknown) => {
    logWarning(`static: best brotli compression failed: ${String(error)}`);
    return { compressed: 0, fromCache: 0 };
  });
  return { files, notFound, fullyCompressed };
}

/**
 * The build being served, replaced whole by a publish or a roll back: the next request sees the
 * new build and no request ever sees half of one. The build it replaced keeps answering for its
 * hashed files under /assets/ (until the next swap), so a page loaded just before the swap still
 * gets its scripts, styles and images.
 */
export class LiveSite {
  #current: StaticSite;
  #retired: StaticSite | undefined;

  constructor(site: StaticSite) {
    this.#current = site;
  }

  get current(): StaticSite {
    return this.#current;
  }

  swap(next: StaticSite): void {
    this.#retired = this.#current;
    this.#current = next;
  }

  /** A hashed asset of the build served before the last swap (its name never changes meaning). */
  retiredAsset(path: string): StaticFile | undefined {
    return path.startsWith("/assets/") ? this.#retired?.files.get(path) : undefined;
  }
}

/** The best encoding the client accepts (q > 0) among those available. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, Bytes>>,
): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((item) => item.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (name) quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepted = (encoding: Encoding) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find((encoding) => available[encoding] && accepted(encoding));
}

function isFresh(c: Context, file: StaticFile): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch !== undefined) {
    const tag = file.etag.slice(2);
    return ifNoneMatch
      .split(",")
      .some((item) => item.trim() === "*" || item.trim().replace(/^W\//, "") === tag);
  }
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  return Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

export function sendFile(c: Context, file: StaticFile, status: 200 | 404) {
  const headers: Record<string, string> = {
    ...file.headers,
    "Content-Type": file.contentType,
    "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
  };
  if (Object.keys(file.encoded).length > 0) headers.Vary = "Accept-Encoding";
  if (status === 200) {
    headers.ETag = file.etag;
    headers["Last-Modified"] = file.lastModified.toUTCString();
    if (isFresh(c, file)) return c.body(null, 304, headers);
  }
  const encoding = chooseEncoding(c.req.header("accept-encoding"), file.encoded);
  const body = (encoding && file.encoded[encoding]) || file.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  return c.body(body, status, headers);
}

/** The site's own 404 page, as any unknown path gets it. */
export const notFoundHandler = (live: LiveSite) => (c: Context) =>
  sendFile(c, live.current.notFound, 404);

/**
 * GET and HEAD for every path: files, prerendered pages, redirects, and the 404 page. A page is
 * only ever served at its path: `/pricing/index.html` redirects to `/pricing`, and no other
 * `.html` URL (`/404.html` included) is a page.
 */
export function staticHandler(live: LiveSite) {
  return (c: Context) => {
    // One read of the reference: this whole answer comes from one build.
    const site = live.current;
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return c.text("Bad Request", 400);
    }
    const segments = path.split("/");
    if (/[\0\\]/.test(path) || segments.some((segment) => segment === ".." || segment === ".")) {
      return c.text("Bad Request", 400);
    }
    // No trailing slash and no empty segments; a leading "//" must not become a host in Location.
    const canonical = `/${url.pathname.split("/").filter(Boolean).join("/")}`;
    const target = redirects[canonical] ?? (canonical !== url.pathname ? canonical : undefined);
    if (target) return c.redirect(`${target}${url.search}`, 301);

    if (path.toLowerCase().endsWith(".html")) {
      const page = url.pathname.endsWith("/index.html") && site.files.has(path);
      // The path is canonical by now, so "//x" (another host, to a browser) cannot come out.
      const pagePath = url.pathname.slice(0, -"/index.html".length) || "/";
      return page ? c.redirect(`${pagePath}${url.search}`, 301) : sendFile(c, site.notFound, 404);
    }

    const file =
      site.files.get(path) ??
      site.files.get(path === "/" ? "/index.html" : `${path}/index.html`) ??
      live.retiredAsset(path);
    return file ? sendFile(c, file, 200) : sendFile(c, site.notFound, 404);
  };
}
