import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteDefine } from "./site-env";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: siteDefine,
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,tsx}",
      "tools/**/*.test.ts",
      "tests/*.test.ts",
      "tests/content/*.test.ts",
    ],
    environment: "node",
    globals: true,
    // Files share a worker's module cache (23 s instead of 41 s for the suite), so nothing a test
    // mocks or stubs may outlive it: Vitest restores spies, globals and env after every test.
    isolate: false,
    // Vitest's default leaves a core free, but many files spend their time waiting on servers and
    // child processes they start: one worker per core takes the suite from 72 s to 49 s on 2 cores.
    maxWorkers: availableParallelism(),
    // A limit, never a wait: the agreement tests walk every field of a page and some tests start a
    // process, which on two busy cores takes longer than Vitest's default of 5 s.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    setupFiles: ["./vitest.setup.ts"],
  },
});
