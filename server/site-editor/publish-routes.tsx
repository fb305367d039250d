/**
 * /admin/site: the Publish page and its actions, mounted inside the inbox's app, behind its
 * sign-in, CSRF check and the site permission.
 */
import { type Context, Hono } from "hono";
import type { ReactNode } from "react";
import type { Signed } from "../admin/pages";
import type { Publisher } from "./publisher";
import { SitePage } from "./site-page";

export interface PublishRoutesOptions {
  publisher: Publisher;
  editorBuilt: () => boolean;
  /** Answers with an inbox page for the signed-in account. */
  page: (c: Context, page: (signed: Signed) => ReactNode) => Response | Promise<Response>;
  /** Who asks, for the audit log. */
  actor: (c: Context) => { by: string; address: string | null };
}

export function publishRoutes({ publisher, editorBuilt, page, actor }: PublishRoutesOptions) {
  const app = new Hono();

  app.get("/", async (c) => {
    const waiting = await publisher.waitingChanges();
    return page(c, (signed) => (
      <SitePage
        signed={signed}
        status={publisher.status()}
        waiting={waiting}
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
  app.post("/roll-back", (c) => {
    const { by, address } = actor(c);
    void publisher.rollBack(by, address);
    return c.redirect("/admin/site", 303);
  });
  return app;
}
