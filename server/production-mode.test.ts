import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

/** The React build a process loads after server/production-mode.ts, with `env` as its environment. */
function reactBuildAfterProductionMode(env: NodeJS.ProcessEnv) {
  const script = `
    await import("./server/production-mode.ts");
    const { createRequire } = await import("node:module");
    const require = createRequire(process.cwd() + "/");
    require("react-dom/server");
    const loaded = Object.keys(require.cache).filter((path) => path.includes("react-dom-server.node."));
    console.log(loaded.map((path) => path.split(".").at(-2)).join(","));
  `;
  const { NODE_ENV: _inherited, ...rest } = process.env;
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      env: { ...rest, ...env },
      encoding: "utf8",
    },
  );
  expect(child.stderr).toBe("");
  return child.stdout.trim();
}

it("the server renders with React's production build unless NODE_ENV says otherwise", () => {
  expect(reactBuildAfterProductionMode({})).toBe("production");
  expect(reactBuildAfterProductionMode({ NODE_ENV: "development" })).toBe("development");
});

it("the server's entry loads production-mode before anything else", () => {
  const firstImport = readFileSync("server/main.ts", "utf8").match(/^import .*$/m)?.[0];
  expect(firstImport).toBe('import "./production-mode";');
});
