/**
 * Runs the production server (server/main.ts) as a child process on loopback: the one way the
 * server's process tests, the Lighthouse audit and the benchmarks start it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * Ends the process if it is still running (and removes its throwaway folder): at
   * once, as a crash would, unless asked for SIGTERM, the service's stop, after which the server
   * has ended the site builds it started too.
   */
  stop: (signal?: "SIGKILL" | "SIGTERM") => Promise<void>;
}

/** A loopback port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` over the current environment and resolves once it listens. PORT
 * defaults to a free port, LEADS_DB to a throwaway database and SITE_SOURCE_DIR to an empty folder. `node --import tsx server/main.ts`
 * rather than `npm run serve` or `npx tsx`: one process, so a signal (kill -9 included) reaches
 * the server itself and not a wrapper. `readyTimeoutMs` is a limit, not a wait: beside the suite's
 * builds on a 2-core machine a start has taken over 20 s.
 */
export async function startServer(env: Record<string, string> = {}, readyTimeoutMs = 60_000) {
  const port = env.PORT ?? String(await freePort());
  const scratch = mkdtempSync(join(tmpdir(), "eca-server-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LEADS_DB: join(scratch, "leads.db"),
      // A source folder with no content: the server reads its code's own, and writes nothing
      // into the checkout (a start snapshot per test's build).
      SITE_SOURCE_DIR: join(scratch, "source"),
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready:\n${output}`)),
      readyTimeoutMs,
    );
    child.stdout.on("data", () => {
      if (output.includes("Serving ")) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  const server: RunningServer = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = "SIGKILL") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  try {
    await ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
