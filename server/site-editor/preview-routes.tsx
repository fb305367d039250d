/**
 * The private preview under PREVIEW_PREFIX: the saved content's own build, page by page, for a
 * signed-in account that may edit the site; to anyone else every path here is the site's 404 page.
 * While the preview is being built, a page that reloads itself says so. Nothing is cached: a
 * preview is one account's look at what is not public yet.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { PREVIEW_PREFIX, PREVIEW_TOOLS } from "../../src/lib/editor-paths";
import type { Accounts, Session } from "../admin/accounts";
import { inboxCookie } from "../admin/request-checks";
import { CsrfField, Document, pacificTime, render } from "../admin/shell";
import { pageCsp } from "../csp";
import { adminCsp } from "../policy";
import { type StaticSite, sendFile } from "../static";
import { listContentFiles } from "./content-files";
import { type EditTarget, editTargets } from "./edit-marks";
import type { EditorConfig } from "./editor-files";
import { previewPage } from "./preview-page";
import { BUILDS_FOLDER } from "./publish-records";
import type { Publisher } from "./publisher";
import { buildEstimate } from "./site-page";

export interface PreviewOptions {
  accounts: Accounts;
  trustProxy: number;
  sourceDir: string;
  publisher: Publisher;
  config: () => Promise<EditorConfig>;
  notFound: (c: Context) => Response | Promise<Response>;
}

type PreviewEnv = { Variables: { session: Session } };

const toolsDir = new URL("./preview/", import.meta.url);
const tools: Record<string, string> = {
  "edit.js": "text/javascript; charset=utf-8",
  "preview.css": "text/css; charset=utf-8",
};

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The page shown while the preview builds, or when there is none: inbox-styled, no script. */
function PreviewMessage({
  session,
  title,
  text,
  path,
  then,
}: {
  session: Session;
  title: string;
  text: string;
  path: string;
  /** Reload until the preview is built, or offer to build one. */
  then: "reload" | "offer" | "nothing";
}) {
  const refresh = then === "reload";
  return (
    <Document
      title={title}
      signed={session}
      section="site"
      refreshSeconds={refresh ? 3 : undefined}
    >
      <h1>{title}</h1>
      <p role="status">{text}</p>
      {then === "offer" && (
        <form method="post" action="/admin/site/preview">
          <input type="hidden" name="path" value={path} />
          <CsrfField token={session.csrfToken} />
          <button type="submit" className="button">
            Preview the saved changes
          </button>
        </form>
      )}
      <p>
        <a href="/admin/site">Publish page</a> · <a href="/keystatic">Back to the editor</a>
      </p>
    </Document>
  );
}

export function previewRoutes(options: PreviewOptions) {
  const { accounts, trustProxy, publisher } = options;
  const app = new Hono<PreviewEnv>();
  /** The Edit marks of one preview build, worked out on its first page. */
  let marks: { id: string; targets: Promise<Map<string, EditTarget[]>> } | null = null;
  const targetsOf = (id: string) => {
    if (marks?.id !== id) {
      const content = join(options.sourceDir, BUILDS_FOLDER, id, "content");
      const targets = (async () =>
        editTargets(await options.config(), await listContentFiles(content), (path) =>
          readFile(join(content, path), "utf8").catch(() => null),
        ))();
      marks = { id, targets };
    }
    return marks.targets;
  };

  for (const path of [PREVIEW_PREFIX, `${PREVIEW_PREFIX}/*`]) {
    app.use(path, async (c, next) => {
      const session = accounts.session(getCookie(c, inboxCookie(c, "session", trustProxy).name));
      if (!session?.permissions.includes("site")) return options.notFound(c);
      c.set("session", session);
      await next();
      for (const [name, value] of Object.entries(noStore)) c.header(name, value);
    });
  }

  app.get(`${PREVIEW_TOOLS}:file`, async (c) => {
    const file = c.req.param("file");
    // Own names only: "__proto__" or "toString" would otherwise find the object's own members.
    const type = Object.hasOwn(tools, file) ? tools[file] : undefined;
    if (!type) return options.notFound(c);
    const body = await readFile(new URL(file, toolsDir));
    return c.body(body, 200, { "Content-Type": type });
  });

  const serve = async (c: Context<PreviewEnv>) => {
    const session = c.get("session");
    const path = c.req.path.slice(PREVIEW_PREFIX.length) || "/";
    const message = (title: string, text: string, then: "reload" | "offer" | "nothing") =>
      c.html(
        render(
          <PreviewMessage session={session} title={title} text={text} path={path} then={then} />,
        ),
        200,
        { "Content-Security-Policy": adminCsp },
      );
    const status = publisher.status();
    // The newest: a preview that a newer save stops is followed by the one that shows that save.
    const building = [status.running, ...status.waiting].findLast((job) => job?.kind === "preview");
    const preview = publisher.previewSite();
    // A page's script, style or picture comes from the preview it was served from, even while
    // the next one builds.
    const asset = /\.\w+$/.test(path) && !path.endsWith(".html");
    if (asset && preview) {
      const site = await preview.site;
      const file = site.files.get(path);
      return file ? sendFile(c, file, 200) : sendFile(c, site.notFound, 404);
    }
    if (building) {
      return message(
        "Preparing the preview",
        `The saved changes are being built into a preview (asked for at ${pacificTime(building.since)}). ${buildEstimate(status.lastBuildSeconds)}This page shows it when it is ready.`,
        "reload",
      );
    }
    if (!preview) {
      if (status.last?.kind === "preview" && !status.last.ok) {
        return message(
          "The preview could not be built",
          "The last preview failed: the Publish page shows what the build said.",
          "offer",
        );
      }
      return (await publisher.waitingChanges()).length === 0
        ? message("Nothing to preview", "The live site shows every saved change.", "nothing")
        : message("No preview yet", "There is no preview of the saved changes yet.", "offer");
    }
    const site: StaticSite = await preview.site;
    const file =
      site.files.get(path) ?? site.files.get(path === "/" ? "/index.html" : `${path}/index.html`);
    if (!file) return sendFile(c, site.notFound, 404);
    if (!file.contentType.startsWith("text/html")) return sendFile(c, file, 200);
    const html = previewPage(
      Buffer.from(file.body).toString("utf8"),
      path,
      await targetsOf(preview.build.id),
      {
        csrfToken: session.csrfToken,
        current: await publisher.previewIsCurrent(),
        builtAt: pacificTime(preview.build.at),
      },
    );
    return c.html(html, 200, { "Content-Security-Policy": pageCsp(html, path) });
  };
  app.get(PREVIEW_PREFIX, serve);
  app.get(`${PREVIEW_PREFIX}/*`, serve);
  return app;
}
