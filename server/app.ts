import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { EDITOR_BUNDLE_DIR } from "../src/lib/editor-paths";
import { Accounts, AuditLog } from "./admin/accounts";
import type { ScryptParams } from "./admin/passwords";
import { adminRoutes } from "./admin/routes";
import { startBackups } from "./backup";
import { reachedOverHttps } from "./client-address";
import type { Config } from "./config";
import { contactRoutes, type ServerEnv } from "./contact";
import { type Db, openDatabase } from "./db/database";
import { emailDelivery } from "./email";
import { LeadStore, type OutboxChannel, WEBSITE_ACTOR } from "./leads";
import { type Dispatcher, startDispatcher, webhookDelivery } from "./outbox";
import { resourceCsp, securityHeaders, strictTransportSecurity } from "./policy";
import { RateLimiter } from "./rate-limit";
import { startRetention } from "./retention";
import { storedLinkKey } from "./signed-links";
import { changeLines, describeChanges } from "./site-editor/changes";
import { backupContent } from "./site-editor/content-backup";
import { editorConfig } from "./site-editor/editor-files";
import { editorBuilt, editorRoutes } from "./site-editor/editor-routes";
import { previewRoutes } from "./site-editor/preview-routes";
import { startingBuild } from "./site-editor/publish-records";
import { publishRoutes } from "./site-editor/publish-routes";
import { Publisher } from "./site-editor/publisher";
import type { BuildRunner, SiteBuilder } from "./site-editor/site-build";
import { LiveSite, loadStaticSite, notFoundHandler, staticHandler } from "./static";
import { subscriptionRoutes } from "./subscriptions";
import { visitorEmail } from "./visitor-email";

export interface AppOptions extends Omit<Config, "port" | "host" | "requestTimeoutMs"> {
  /** The clock, for tests. */
  now?: () => number;
  /** Most spam kept in quarantine (default SPAM_CAP). */
  spamCap?: number;
  /** Scrypt parameters of the inbox's stand-in hash for unknown emails (tests: cheap ones). */
  passwordParams?: ScryptParams;
  /** The site editor's browser bundle (default build-editor/ beside the server's code). */
  editorBundleDir?: string;
  /** Builds the site for Publish (tests: a quick stand-in). */
  buildSite?: BuildRunner | SiteBuilder;
  /** Build each save into the preview at once (default); tests of saves alone turn it off. */
  previewOnSave?: boolean;
  /**
   * Check the whole content each save leaves as the build would, and refuse what it would refuse
   * (default); tests of the save mechanics on a few fixture files turn it off.
   */
  checkSaves?: boolean;
}

const defaultBundleDir = fileURLToPath(new URL(`../${EDITOR_BUNDLE_DIR}/`, import.meta.url));

export interface ServerApp {
  app: Hono<ServerEnv>;
  /** The build folder served at start: BUILD_DIR, or the last published build (startingBuild). */
  root: string;
  /**
   * Stops the retention and backup timers (waiting for a snapshot being written) and the outboxes'
   * dispatchers: no delivery starts any more, and one
   * in progress has up to `graceMs` to finish and be recorded (see Dispatcher.stop). The first
   * call sets the grace; later ones wait for the same stop.
   */
  stopDeliveries(graceMs: number): Promise<void>;
  /** Stops the deliveries (with no grace, unless already stopping) and closes the database. */
  close(): Promise<void>;
}

/**
 * Strict-Transport-Security goes out only on a request that reached the site over HTTPS: the URL
 * itself, or X-Forwarded-Proto from a trusted proxy that terminated TLS (its last entry is the
 * nearest proxy's). HSTS=1 sends it always (a proxy that does not say), HSTS=0 never.
 */
export function sendsHsts(
  mode: AppOptions["hsts"],
  trustProxy: number,
  url: string,
  forwardedProto: string | undefined,
): boolean {
  if (mode !== "auto") return mode === "on";
  return reachedOverHttps(url, forwardedProto, trustProxy);
}

/**
 * How many Host fields the request has. Node keeps the first and drops the rest, but a proxy in
 * front may have read another one, so HTTP/1.1 requires a 400 (RFC 9112, section 3.2).
 */
const hostFields = (rawHeaders: readonly string[] = []) =>
  rawHeaders.filter((text, index) => index % 2 === 0 && text.toLowerCase() === "host").length;

/**
 * A dispatcher for each configured channel: the webhook (LEAD_WEBHOOK_URL), the owner's email and
 * the visitor's (SMTP_URL).
 */
function startOutboxes(db: Db, options: AppOptions, now: () => number, linkKey: Buffer) {
  const outboxes: { channel: OutboxChannel; dispatcher: Dispatcher }[] = [];
  if (options.webhook) {
    const { url, timeoutMs, baseDelayMs, maxDelayMs } = options.webhook;
    const deliver = webhookDelivery(url, timeoutMs);
    const channel = "webhook";
    const dispatcher = startDispatcher({ db, channel, deliver, baseDelayMs, maxDelayMs, now });
    outboxes.push({ channel, dispatcher });
  }
  if (options.email) {
    const { baseDelayMs, maxDelayMs } = options.email;
    const { deliver, close } = emailDelivery(options.email);
    const channel = "email";
    const dispatcher = startDispatcher({
      db,
      channel,
      deliver,
      close,
      baseDelayMs,
      maxDelayMs,
      now,
    });
    outboxes.push({ channel, dispatcher });
    const config = options.email;
    const visitor = emailDelivery(config, (lead, leadKey) =>
      visitorEmail(lead, leadKey, { config, linkKey, now }),
    );
    outboxes.push({
      channel: "visitor",
      dispatcher: startDispatcher({
        db,
        channel: "visitor",
        ...visitor,
        baseDelayMs,
        maxDelayMs,
        history: { actor: WEBSITE_ACTOR, event: "Confirmation sent" },
        now,
      }),
    });
  }
  return outboxes;
}

/** The whole server: static site, contact endpoint, lead store and the outboxes configured. */
export async function buildApp(options: AppOptions): Promise<ServerApp> {
  const now = options.now ?? Date.now;
  const root = await startingBuild(options.siteSourceDir, options.staticRoot);
  const live = new LiveSite(await loadStaticSite(root));
  // Every write waits for another process's lock with whileLocked, never on the event loop.
  const db = openDatabase(options.leadsDb, { busyTimeoutMs: 0 });
  const linkKey = storedLinkKey(db);
  const outboxes = startOutboxes(db, options, now, linkKey);
  const leads = new LeadStore(db, {
    channels: outboxes.flatMap(({ channel }) => (channel === "visitor" ? [] : [channel])),
    visitorEmail: options.email !== undefined,
    now,
    spamCap: options.spamCap,
  });
  const accounts = new Accounts(db, now);
  const audit = new AuditLog(db, now);
  const backup = options.backup;
  // The owner's content goes into BACKUP_DIR with every lead snapshot and after every publish.
  const backUpContent = backup
    ? async (time: number) => {
        const { folder, files } = await backupContent(
          options.siteSourceDir,
          backup.dir,
          time,
          backup.keep,
        );
        return `${folder} (${files} content files)`;
      }
    : undefined;
  const publisher = await Publisher.open({
    sourceDir: options.siteSourceDir,
    live,
    startedWith: root,
    audit,
    now,
    afterChange: backUpContent,
    build: options.buildSite,
    describe: async (files, before, after) =>
      changeLines(await describeChanges(await editorConfig(), files, before, after)),
  });
  const bundleDir = options.editorBundleDir ?? defaultBundleDir;
  const backups = backup && startBackups(db, backup, now, backUpContent);
  const retention = startRetention(leads, now, () => {
    accounts.purge();
    audit.purge();
  });
  const kickOutboxes = () => {
    for (const { dispatcher } of outboxes) dispatcher.kick();
  };

  const app = new Hono<ServerEnv>();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    // Pages bring their own policy (static.ts); everything else gets the locked-down one.
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", resourceCsp);
    }
    if (sendsHsts(options.hsts, options.trustProxy, c.req.url, c.req.header("x-forwarded-proto"))) {
      c.header("Strict-Transport-Security", strictTransportSecurity);
    }
  });
  app.use(async (c, next) => {
    if (hostFields(c.env?.incoming?.rawHeaders) > 1) {
      return c.text("Bad Request: more than one Host header\n", 400, { Connection: "close" });
    }
    await next();
  });
  app.route(
    "/",
    contactRoutes({
      leads,
      limiter: new RateLimiter(options.rateLimit.max, options.rateLimit.windowMs, now),
      trustProxy: options.trustProxy,
      onLeadStored: kickOutboxes,
      now,
    }),
  );
  app.route("/", subscriptionRoutes({ db, linkKey, now }));
  app.route(
    "/",
    editorRoutes({
      accounts,
      trustProxy: options.trustProxy,
      sourceDir: options.siteSourceDir,
      bundleDir,
      notFound: notFoundHandler(live),
      waitingChanges: () => publisher.waitingChanges(),
      checkSaves: options.checkSaves !== false,
      onOpened: () => void publisher.warmUp(),
      // The build of what is saved starts at once, so Preview and Publish find it ready.
      onSaved:
        options.previewOnSave === false
          ? undefined
          : (account, address) => void publisher.preview(account, address),
    }),
  );
  app.route(
    "/",
    previewRoutes({
      accounts,
      trustProxy: options.trustProxy,
      sourceDir: options.siteSourceDir,
      publisher,
      config: editorConfig,
      notFound: notFoundHandler(live),
    }),
  );
  app.route(
    "/admin",
    adminRoutes({
      db,
      leads,
      accounts,
      audit,
      trustProxy: options.trustProxy,
      now,
      notFound: notFoundHandler(live),
      onReleased: kickOutboxes,
      passwordParams: options.passwordParams,
      rooms: (kit) => ({
        "/site": publishRoutes({ ...kit, publisher, editorBuilt: () => editorBuilt(bundleDir) }),
      }),
    }),
  );
  app.get("*", staticHandler(live));
  app.all("*", (c) =>
    c.text("Method Not Allowed", 405, {
      Allow: c.req.path === "/" ? "GET, HEAD, POST" : "GET, HEAD",
    }),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  let stopped: Promise<void> | undefined;
  const stopDeliveries = (graceMs: number) => {
    stopped ??= (async () => {
      retention.stop();
      await Promise.all([
        backups?.stop(),
        ...outboxes.map(({ dispatcher }) => dispatcher.stop(graceMs)),
      ]);
    })();
    return stopped;
  };
  return {
    app,
    root,
    stopDeliveries,
    async close() {
      await stopDeliveries(0);
      db.close();
    },
  };
}
