/**
 * /admin/site: the Publish page and its actions, handed to the inbox's app (server/app.ts) and
 * mounted behind its sign-in, CSRF check and the site permission.
 */
import { Hono } from "hono";
import type { RoomKit } from "../admin/room";
import { previewPath } from "./preview-page";
import type { Publisher } from "./publisher";
import { PutBackPage, SitePage } from "./site-page";

export interface PublishRoutesOptions extends RoomKit {
  publisher: Publisher;
  editorBuilt: () => boolean;
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
