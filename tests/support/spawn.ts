/** Runs the real server (server/main.ts) as a child process for end-to-end tests and the benchmark. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process if it is still running. */
  stop: () => Promise<void>;
}

/**
 * `node --import tsx server/main.ts` rather than `npx tsx`: one process, so a signal (kill -9
 * included) reaches the server itself and not a wrapper.
 */
export async function startServer(env: Record<string, string>, readyTimeoutMs = 20_000) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
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
    url: `http://127.0.0.1:${env.PORT}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
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
