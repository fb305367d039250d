/** Production server: `npm run serve` (see server/config.ts for the environment variables). */
import "./production-mode";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { readConfig, redactPassword } from "./config";
import { logError, logInfo } from "./log";
import { choosePublishedContent } from "./published-content";

const SHUTDOWN_GRACE_MS = 10_000;

function fatal(error: unknown): never {
  logError(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

async function main() {
  const config = readConfig();
  // Before the code that reads the content is loaded: it must read the published content.
  await choosePublishedContent(config.siteSourceDir, config.staticRoot, {
    info: logInfo,
    error: logError,
  });
  const { buildApp } = await import("./app");
  const { app, root, stopDeliveries, close } = await buildApp(config);
  const http = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Given at creation: Node reads them there. requestTimeout covers headers and body; the
      // headers alone get the same limit (it may not be longer), and timeouts are checked every
      // second rather than Node's default 30 s, so a slow upload is cut at requestTimeout.
      serverOptions: {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.requestTimeoutMs,
        connectionsCheckingInterval: 1000,
      },
    },
    () => {
      logInfo(`Serving ${root} at http://localhost:${config.port} (pid ${process.pid})`);
      logInfo(`Leads are stored in ${config.leadsDb}`);
      if (config.backup) {
        const { dir, everyMs, keep } = config.backup;
        logInfo(`Backups go to ${dir} every ${everyMs / 3_600_000} h, the newest ${keep} kept`);
      }
      if (config.email) {
        const { to, smtpUrl } = config.email;
        logInfo(`Leads are emailed to ${to.join(", ")} through ${redactPassword(smtpUrl)}`);
      }
    },
  ) as Server;
  http.on("error", fatal);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logInfo(`${signal}: finishing in-flight requests and deliveries`);
    // Both at once, so the stop takes at most the one grace: an email or webhook call the
    // receiver is answering is waited for and recorded, so the next start does not repeat it.
    void stopDeliveries(SHUTDOWN_GRACE_MS);
    setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    http.close(async (error) => {
      await close();
      logInfo("Stopped");
      process.exit(error ? 1 : 0);
    });
    http.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch(fatal);
