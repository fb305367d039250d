/**
 * Keystatic's UI (/keystatic, its bundle under /keystatic/assets/) and its API (/api/keystatic/*)
 * on our server, for a signed-in account that may edit the site; to anyone else, every one of
 * these paths is the site's own 404 page. The API is Keystatic's generic handler in local mode on
 * SITE_SOURCE_DIR, behind our checks: same origin and the session's CSRF token on every write, and
 * every path written, deleted or read one the editor may touch (content-files.ts), with images
 * decoded and sizes bounded. Saves are written by content-update.ts, each file whole. docs/decisions/038-live-editing.md has the reasons.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "astro/zod";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { categoriesSchema } from "../../src/collections/blog/categories";
import { claimsSchema, siteSchema } from "../../src/collections/facts/schema";
import {
  CONTACT_BUTTON_CHOICES_PATH,
  EDITOR_ASSET_PREFIX,
  FACTS_PATH,
  MENU_CHOICES_PATH,
  REFUSED_FIELD_HEADER,
  RESULT_CHOICES_PATH,
  SOURCE_CHOICES_PATH,
  USES_PATH,
  WAITING_PATH,
} from "../../src/lib/editor-paths";
import { buildFacts } from "../../src/lib/tokens";
import type { Accounts, Session } from "../admin/accounts";
import { inboxCookie, sameOrigin, sameSecret } from "../admin/request-checks";
import { clientAddress } from "../client-address";
import type { ServerEnv } from "../contact";
import { contactButtonChoices, menuChoices, resultChoices, sourceChoices } from "./choices";
import { contentKind, staysInside } from "./content-files";
import { type ContentCheck, MAX_UPDATE_BYTES, oneAtATime, saveUpdate } from "./content-update";
import { contentUses } from "./content-uses";
import { CSRF_HEADER, CSRF_META, EDITOR_API } from "./csrf-fetch";
import { type EditorConfig, type EditorFiles, editorConfig, editorFiles } from "./editor-files";
import { readersRefusal, refusalInWords } from "./save-check";

/** What the editor page may load and do: its bundle, its API, the images it shows, the bar's Preview. */
export const editorCsp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; font-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

type KeystaticHandler = (request: Request) => Promise<{
  status?: number;
  body?: string | Uint8Array | null;
  headers?: [string, string][] | Record<string, string> | Headers;
}>;

export interface EditorOptions {
  accounts: Accounts;
  trustProxy: number;
  sourceDir: string;
  /** The folder of the UI's bundle (npm run build:editor). */
  bundleDir: string;
  notFound: (c: Context) => Response | Promise<Response>;
  /** The editor's page was opened: the publisher readies its build process for the first save. */
  onOpened?: () => void;
  /** After each save: the publisher starts preparing the saved content's build (a preview). */
  onSaved?: (account: string, address: string | null) => void;
  /** The saved changes not live yet, in words, for the editor's bar. */
  waitingChanges?: () => Promise<string[]>;
  /** The editor's configuration; keystatic.config.ts, loaded on first use, by default. */
  config?: () => Promise<EditorConfig>;
  /**
   * Check the whole content each save leaves as the build would (save-check.ts), refusing in the
   * owner's words what it would refuse. On for the server; tests of the save mechanics, whose
   * source folders hold a few files, turn it off.
   */
  checkSaves?: boolean;
}

type EditorEnv = ServerEnv & { Variables: { session: Session } };

/** Keystatic's API handler and the files a save may write, both from the editor's configuration. */
async function loadEditor(sourceDir: string, config: () => Promise<EditorConfig>) {
  const [{ makeGenericAPIRouteHandler }, loaded] = await Promise.all([
    import("@keystatic/core/api/generic"),
    config(),
  ]);
  const handler = makeGenericAPIRouteHandler({
    config: loaded as Parameters<typeof makeGenericAPIRouteHandler>[0]["config"],
    localBaseDirectory: sourceDir,
  }) as KeystaticHandler;
  return { handler, files: editorFiles(loaded) };
}

/** Keystatic's answer as a Response. */
function toResponse(answer: Awaited<ReturnType<KeystaticHandler>>): Response {
  const body = answer.body ?? null;
  return new Response(typeof body === "string" ? body : body && new Uint8Array(body), {
    status: answer.status ?? 200,
    headers: answer.headers as HeadersInit | undefined,
  });
}

/**
 * The facts as saved in the source folder, built as the build builds them; undefined when a file
 * is missing or fails its schema (the editor then keeps the facts it was built with).
 */
async function savedFacts(sourceDir: string) {
  const read = async <Schema extends z.ZodTypeAny>(file: string, schema: Schema) => {
    const text = await readFile(join(sourceDir, "src/content", file), "utf8").catch(() => null);
    if (text === null) return undefined;
    try {
      const data: unknown = JSON.parse(text);
      // The file as stored (the schema only checks it: buildFacts takes the stored shape).
      return schema.safeParse(data).success ? data : undefined;
    } catch {
      return undefined;
    }
  };
  const [site, claims, categories] = await Promise.all([
    read("site.json", siteSchema),
    read("claims.json", claimsSchema),
    read("blog/categories.json", categoriesSchema),
  ]);
  if (!site || !claims || !categories) return undefined;
  return buildFacts(...([site, claims, categories] as Parameters<typeof buildFacts>));
}

/** Only the content folders' entries of Keystatic's view of the source folder (and their parents). */
function contentTree(json: string): string {
  const entries = JSON.parse(json) as { path: string; type: string }[];
  const parents = new Set(["src", "src/content", "src/assets", "src/assets/images"]);
  return JSON.stringify(
    entries.filter(
      (entry) =>
        parents.has(entry.path) ||
        (entry.type === "tree"
          ? entry.path.startsWith("src/content/") || entry.path.startsWith("src/assets/images/")
          : contentKind(entry.path) !== null),
    ),
  );
}

export function editorRoutes(options: EditorOptions) {
  const { accounts, trustProxy, sourceDir, bundleDir } = options;
  let loaded: Promise<{ handler: KeystaticHandler; files: EditorFiles }> | undefined;
  const editor = () => {
    loaded ??= loadEditor(sourceDir, options.config ?? editorConfig);
    return loaded;
  };
  const keystatic = async () => (await editor()).handler;
  const app = new Hono<EditorEnv>();

  // Nothing here exists for anyone but a signed-in account that may edit the site.
  const signedEditor = async (c: Context<EditorEnv>, next: () => Promise<void>) => {
    const session = accounts.session(getCookie(c, inboxCookie(c, "session", trustProxy).name));
    if (!session?.permissions.includes("site")) return options.notFound(c);
    c.set("session", session);
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  };
  for (const path of ["/keystatic", "/keystatic/*", EDITOR_API, `${EDITOR_API}/*`]) {
    app.use(path, signedEditor);
  }

  app.get(`${EDITOR_ASSET_PREFIX}:file`, async (c) => {
    const file = c.req.param("file");
    if (!/^[\w-]+\.(js|css)$/.test(file)) return options.notFound(c);
    const body = await readFile(join(bundleDir, file)).catch(() => null);
    if (!body) return options.notFound(c);
    const type = file.endsWith(".js") ? "text/javascript" : "text/css";
    return c.body(body, 200, { "Content-Type": `${type}; charset=utf-8` });
  });

  const page = async (c: Context<EditorEnv>) => {
    const shell = await readFile(join(bundleDir, "index.html"), "utf8").catch(() => null);
    if (!shell) {
      return c.text("The editor is not built on this server: run `npm run build:editor`.", 503);
    }
    options.onOpened?.();
    const token = c.get("session").csrfToken;
    const html = shell.replace("<head>", `<head><meta name="${CSRF_META}" content="${token}">`);
    return c.html(html, 200, { "Content-Security-Policy": editorCsp });
  };
  // The editor's bar asks after each save what waits to go live.
  app.get(WAITING_PATH, async (c) => c.json({ changes: (await options.waitingChanges?.()) ?? [] }));
  // The copy fields show each figure as saved, not as the editor's bundle was built.
  app.get(FACTS_PATH, async (c) => {
    const facts = await savedFacts(sourceDir);
    return facts ? c.json(facts) : c.json({ error: "The facts could not be read." }, 503);
  });
  app.get(USES_PATH, async (c) =>
    c.json(await contentUses(sourceDir, await (options.config ?? editorConfig)())),
  );
  app.get(RESULT_CHOICES_PATH, async (c) => c.json(await resultChoices(sourceDir)));
  app.get(SOURCE_CHOICES_PATH, async (c) => c.json(await sourceChoices(sourceDir)));
  app.get(MENU_CHOICES_PATH, async (c) => c.json(await menuChoices(sourceDir)));
  app.get(CONTACT_BUTTON_CHOICES_PATH, async (c) => c.json(await contactButtonChoices(sourceDir)));
  app.get("/keystatic", page);
  app.get("/keystatic/*", page);

  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    `${EDITOR_API}/*`,
    bodyLimit({ maxSize: MAX_UPDATE_BYTES, onError: (c) => c.text("Payload Too Large", 413) }),
    async (c, next) => {
      if (!sameOrigin(c, trustProxy)) return c.text("Requests from other sites are refused.", 403);
      if (!sameSecret(c.req.header(CSRF_HEADER), c.get("session").csrfToken)) {
        return c.text("The editor's page expired: reload it.", 403);
      }
      await next();
    },
  );

  /** Keystatic's view of the source folder, cut to the content, read between saves. */
  const tree = async (request: Request) => {
    const handler = await keystatic();
    const answer = await oneAtATime(sourceDir, () => handler(request));
    if (answer.status === 200 && typeof answer.body === "string") {
      return new Response(contentTree(answer.body), {
        headers: { "Content-Type": "application/json" },
      });
    }
    return toResponse(answer);
  };
  app.get(`${EDITOR_API}/tree`, (c) => tree(c.req.raw));

  // Written by us (content-update.ts), then answered as Keystatic answers a save: with the tree.
  app.post(`${EDITOR_API}/update`, async (c) => {
    const config = await (options.config ?? editorConfig)();
    const check: ContentCheck | undefined = options.checkSaves
      ? async (trial) => {
          const said = await readersRefusal(trial);
          return said ? refusalInWords(said, config, trial) : null;
        }
      : undefined;
    const saved = await saveUpdate(
      sourceDir,
      await c.req.text(),
      (await editor()).files,
      { mayShortenRetention: c.get("session").permissions.includes("leads") },
      check,
    );
    if (saved.status !== 200) {
      // The field the first problem is in, for the editor to show the words under it.
      if (saved.status === 422 && saved.field) {
        c.header(REFUSED_FIELD_HEADER, encodeURIComponent(JSON.stringify(saved.field)));
      }
      return c.text(saved.message, saved.status);
    }
    options.onSaved?.(
      c.get("session").email,
      clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        c.req.header("x-forwarded-for"),
        trustProxy,
      ),
    );
    const treeUrl = new URL(`${EDITOR_API}/tree`, c.req.url);
    return tree(new Request(treeUrl, { headers: { "no-cors": "1" } }));
  });

  app.get(`${EDITOR_API}/blob/:sha/*`, async (c) => {
    const path = new URL(c.req.url).pathname
      .split("/")
      .slice(5)
      .map((part) => decodeURIComponent(part))
      .join("/");
    if (!contentKind(path) || !(await staysInside(sourceDir, path))) {
      return c.text("Not Found", 404);
    }
    return toResponse(await (await keystatic())(c.req.raw));
  });

  app.all(EDITOR_API, (c) => c.text("Not Found", 404));
  app.all(`${EDITOR_API}/*`, (c) => c.text("Not Found", 404));
  return app;
}

/** True when the editor's bundle is there to serve. */
export const editorBuilt = (bundleDir: string) => existsSync(join(bundleDir, "index.html"));
