import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "./config";
import { CONTENT_ROOTS } from "./site-editor/content-files";
import { BUILDS_FOLDER } from "./site-editor/publish-records";

const deploy = fileURLToPath(new URL("../deploy/", import.meta.url));
const unit = readFileSync(join(deploy, "eca-site.service"), "utf8");

/** `KEY=value` lines without comments, as systemd's EnvironmentFile= reads them. */
function envFile(text: string): Record<string, string> {
  const lines = text.split("\n").filter((line) => /^[A-Z_]+=/.test(line));
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}
const env = envFile(readFileSync(join(deploy, "site.env.example"), "utf8"));
const directives = (name: string) =>
  [...unit.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((match) => match[1]);

describe("deploy/", () => {
  it("the unit runs node itself as a dedicated user, restarts on failure and reads the env file", () => {
    expect(directives("User")).toEqual(["eca-site"]);
    expect(directives("Restart")).toEqual(["on-failure"]);
    expect(directives("EnvironmentFile")).toEqual(["/etc/eca-site/site.env"]);
    expect(directives("ExecStart")).toEqual(["/usr/bin/node --import tsx server/main.ts"]);
    for (const [name, value] of [
      ["NoNewPrivileges", "yes"],
      ["ProtectSystem", "strict"],
      ["PrivateTmp", "yes"],
      ["ProtectHome", "yes"],
      ["CapabilityBoundingSet", ""],
    ]) {
      expect(directives(name ?? "")).toEqual([value]);
    }
  });

  it("the example settings are valid and keep the store and its backups in the one writable folder", () => {
    const config = readConfig(env);
    const writable = `/var/lib/${directives("StateDirectory")[0]}`;
    expect(dirname(config.leadsDb)).toBe(writable);
    expect(dirname(config.backup?.dir ?? "")).toBe(writable);
    expect(config.backup).toEqual({
      dir: `${writable}/backups`,
      everyMs: 24 * 3_600_000,
      keep: 14,
    });
  });

  it("the service may write only the source folder's content, images, builds and build caches, never its code", () => {
    const config = readConfig(env);
    const source = directives("WorkingDirectory")[0] ?? "";
    expect(config.siteSourceDir).toBe(source);
    const writable = directives("ReadWritePaths").flatMap((line) => (line ?? "").split(" "));
    expect(writable.map((path) => path.replace(/^-/, ""))).toEqual(
      [
        ...CONTENT_ROOTS,
        `${BUILDS_FOLDER}/`,
        ".astro/",
        "node_modules/.astro/",
        "node_modules/.cache/",
      ].map((folder) => `${source}/${folder.replace(/\/$/, "")}`),
    );
    expect(config.backup?.dir.startsWith(`/var/lib/${directives("StateDirectory")[0]}/`)).toBe(
      true,
    );
  });

  it("Caddy proxies to the address the server listens on, and the server trusts that one proxy", () => {
    const caddyfile = readFileSync(join(deploy, "Caddyfile"), "utf8");
    const config = readConfig(env);
    expect(caddyfile).toContain(`reverse_proxy ${config.host}:${config.port}\n`);
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toBe(1);
  });
});

const analyze = "/usr/bin/systemd-analyze";
const hasAnalyze = existsSync(analyze);

describe.skipIf(!hasAnalyze)(
  `the unit under systemd-analyze${hasAnalyze ? "" : " (skipped: systemd-analyze is not installed here)"}`,
  () => {
    let dir: string;
    let copy: string;
    beforeAll(() => {
      // verify checks that ExecStart's program exists: point it at the node running these tests,
      // which need not be /usr/bin/node on a development machine.
      dir = mkdtempSync(join(tmpdir(), "eca-unit-"));
      copy = join(dir, "eca-site.service");
      writeFileSync(
        copy,
        unit.replace("ExecStart=/usr/bin/node ", `ExecStart=${process.execPath} `),
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const run = (args: string[]) => promisify(execFile)(analyze, args, { timeout: 30_000 });

    it("systemd-analyze verify accepts it without a warning", async () => {
      const { stdout, stderr } = await run(["verify", copy]);
      expect(stdout + stderr).toBe("");
    });

    it("systemd-analyze security --offline=yes rates its exposure 2.5 or lower", async () => {
      const { stdout } = await run(["security", "--offline=yes", copy]);
      const exposure = Number(
        /Overall exposure level for eca-site\.service: (\d+\.\d)/.exec(stdout)?.[1],
      );
      expect(exposure).toBeLessThanOrEqual(2.5);
    });
  },
);
