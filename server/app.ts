import { Hono } from "hono";
import type { Config } from "./config";
import { contactRoutes, type ServerEnv } from "./contact";
import { openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { startDispatcher } from "./outbox";
import { securityHeaders } from "./policy";
import { RateLimiter } from "./rate-limit";
import { loadStaticSite, staticHandler } from "./static";

export interface AppOptions extends Omit<Config, "port" | "host"> {
  /** The clock, for tests. */
  now?: () => number;
}

export interface ServerApp {
  app: Hono<ServerEnv>;
  /** Stops the webhook dispatcher and closes the database. */
  close(): Promise<void>;
}

/** The whole server: static site, contact endpoint, lead store and (optional) webhook outbox. */
export async function buildApp(options: AppOptions): Promise<ServerApp> {
  const now = options.now ?? Date.now;
  const site = await loadStaticSite(options.staticRoot);
  const db = openDatabase(options.leadsDb);
  const dispatcher = options.webhook && startDispatcher({ db, ...options.webhook, now });

  const app = new Hono<ServerEnv>();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
  });
  app.route(
    "/",
    contactRoutes({
      leads: new LeadStore(db, { outbox: Boolean(dispatcher), now }),
      limiter: new RateLimiter(options.rateLimit.max, options.rateLimit.windowMs, now),
      trustProxy: options.trustProxy,
      onLeadStored: dispatcher ? dispatcher.kick : undefined,
      now,
    }),
  );
  app.get("*", staticHandler(site));
  app.all("*", (c) =>
    c.text("Method Not Allowed", 405, {
      Allow: c.req.path === "/" ? "GET, HEAD, POST" : "GET, HEAD",
    }),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return {
    app,
    async close() {
      await dispatcher?.stop();
      db.close();
    },
  };
}
