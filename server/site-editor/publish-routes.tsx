/**
 * /admin/site: the Publish page and its actions, mounted inside the inbox's app, behind its
 * sign-in, CSRF check and the site permission.
 */
import { type Context, Hono } from "hono";
import type { ReactNode } from "react";
import type { Signed } from "../admin/shell";
import { previewPath } from "./preview-page";
import type { Publisher } from "./publisher";
import { PutBackPage, SitePage } from "./site-page";

export interface PublishRoutesOptions {
  publisher: Publisher;
  editorBuilt: () => boolean;
  /** Answers with an inbox page for the signed-in account. */
  page: (c: Context, page: (signed: Signed) => ReactNode) => Response | Promise<Response>;
  /** Who asks (for the audit log), and the form they posted. */
  actor: (c: Context) => { by: string; address: string | null; form: Record<string, string> };
}

export function publishRoutes({ publisher, editorBuilt, page, actor }: PublishRoutesOptions) {
  const app = new Hono();

  app.get("/", async (c) => {
    const [waiting, previewCurrent] = await Promise.all([
      publisher.waitingChanges(),
      publisher.previewIsCurrent(),
    ]);
    return page(c, (signed) => (
      <SitePage
        signed={signed}
        status={publisher.status()}
        waiting={waiting}
        previewCurrent={previewCurrent}
        editorBuilt={editorBuilt()}
      />
    ));
  });
  // Queued, not awaited: the page reloads itself until the job is done.
  app.post("/publish", (c) => {
    const { by, address } = actor(c);
    void publisher.publish(by, address);
    return c.redirect("/admin/site", 303);
  });
  app.get("/roll-back", async (c) => {
    const to = c.req.query("to") ?? "";
    const what = await publisher.whatPuttingBackDoes(to);
    if (!what) return c.redirect("/admin/site", 303);
    const rollBack = publisher.status().previous?.id === to;
    return page(c, (signed) => <PutBackPage signed={signed} rollBack={rollBack} {...what} />);
  });
  app.post("/roll-back", (c) => {
    const { by, address, form } = actor(c);
    void publisher.rollBack(by, address, form.to || undefined);
    return c.redirect("/admin/site", 303);
  });
  // The preview opens at once, and says it is being prepared until it is built. A save has
  // usually built it already: then nothing is queued, and it opens without the wait page.
  app.post("/preview", async (c) => {
    const { by, address, form } = actor(c);
    if (!(await publisher.previewIsCurrent())) void publisher.preview(by, address);
    return c.redirect(previewPath(sitePath(form.path)), 303);
  });
  return app;
}

/** A path of the site a form names ("/pricing"), or "/" for anything else. */
const sitePath = (path: string | undefined) =>
  path && /^\/[\w\-/]*$/.test(path) && !path.startsWith("//") ? path : "/";
