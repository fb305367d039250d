/**
 * Keystatic's UI (/keystatic, its bundle under /keystatic/assets/) and its API (/api/keystatic/*)
 * on our server, for a signed-in account that may edit the site; to anyone else, every one of
 * these paths is the site's own 404 page. The API is Keystatic's generic handler in local mode on
 * SITE_SOURCE_DIR, behind our checks: same origin and the session's CSRF token on every write, and
 * every path written, deleted or read one the editor may touch (content-files.ts), with images
 * decoded and sizes bounded. docs/decisions/038-live-editing.md has the reasons.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import type { Accounts, Session } from "../admin/accounts";
import { inboxCookie, sameOrigin, sameSecret } from "../admin/routes";
import type { ServerEnv } from "../contact";
import {
  contentKind,
  imageProblem,
  MAX_IMAGE_BYTES,
  staysInside,
  textProblem,
} from "./content-files";
import { CSRF_HEADER, CSRF_META, EDITOR_API } from "./csrf-fetch";
import { EDITOR_ASSET_PREFIX } from "./paths";

/** What the editor page may load and do: its bundle, its API, the images it shows. */
export const editorCsp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; font-src 'self' data:; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

/** One save: a few images (base64, a third larger) and the entry's text. */
const MAX_UPDATE_BYTES = 3 * MAX_IMAGE_BYTES * 1.4 + 1024 * 1024;

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
  /** Keystatic's API handler; loaded on first use by default (it pulls in the editor's config). */
  keystatic?: () => Promise<KeystaticHandler>;
}

type EditorEnv = ServerEnv & { Variables: { session: Session } };

const loadKeystatic = (sourceDir: string) => async (): Promise<KeystaticHandler> => {
  const [{ makeGenericAPIRouteHandler }, { default: config }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("../../keystatic.config"),
  ]);
  return makeGenericAPIRouteHandler({ config, localBaseDirectory: sourceDir }) as KeystaticHandler;
};

/** The body of a save, as Keystatic's UI sends it. */
interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const isUpdate = (value: unknown): value is Update => {
  const update = value as Update;
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray(update.additions) &&
    Array.isArray(update.deletions) &&
    update.additions.every(
      (item) => typeof item?.path === "string" && typeof item.contents === "string",
    ) &&
    update.deletions.every((item) => typeof item?.path === "string")
  );
};

const base64url = (text: string) =>
  Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");

/** Why this save may not be written, or null: every path and every file is checked first. */
async function updateProblem(sourceDir: string, update: Update): Promise<string | null> {
  for (const { path } of [...update.additions, ...update.deletions]) {
    if (!contentKind(path)) return `${path} is not a content file the editor may change`;
    if (!(await staysInside(sourceDir, path))) return `${path} leads outside the site's folder`;
  }
  for (const { path, contents } of update.additions) {
    const bytes = base64url(contents);
    const problem =
      contentKind(path) === "image" ? await imageProblem(path, bytes) : textProblem(path, bytes);
    if (problem) return problem;
  }
  return null;
}

/** Keystatic's answer as a Response. */
function toResponse(answer: Awaited<ReturnType<KeystaticHandler>>): Response {
  const body = answer.body ?? null;
  return new Response(typeof body === "string" ? body : body && new Uint8Array(body), {
    status: answer.status ?? 200,
    headers: answer.headers as HeadersInit | undefined,
  });
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
  let handler: Promise<KeystaticHandler> | undefined;
  const keystatic = () => {
    handler ??= (options.keystatic ?? loadKeystatic(sourceDir))();
    return handler;
  };
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
    const token = c.get("session").csrfToken;
    const html = shell.replace("<head>", `<head><meta name="${CSRF_META}" content="${token}">`);
    return c.html(html, 200, { "Content-Security-Policy": editorCsp });
  };
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

  app.post(`${EDITOR_API}/update`, async (c) => {
    const text = await c.req.text();
    let update: unknown;
    try {
      update = JSON.parse(text);
    } catch {
      return c.text("Bad data", 400);
    }
    if (!isUpdate(update)) return c.text("Bad data", 400);
    const problem = await updateProblem(sourceDir, update);
    if (problem) return c.text(`Refused: ${problem}. Nothing was saved.`, 400);
    const answer = await (await keystatic())(
      new Request(c.req.url, { method: "POST", headers: c.req.raw.headers, body: text }),
    );
    if (answer.status === 200 && typeof answer.body === "string") {
      return c.body(contentTree(answer.body), 200, { "Content-Type": "application/json" });
    }
    return toResponse(answer);
  });

  app.get(`${EDITOR_API}/tree`, async (c) => {
    const answer = await (await keystatic())(c.req.raw);
    if (answer.status === 200 && typeof answer.body === "string") {
      return c.body(contentTree(answer.body), 200, { "Content-Type": "application/json" });
    }
    return toResponse(answer);
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
