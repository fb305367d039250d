/**
 * Where the server's own settings come from (the retention periods, the contact form's requests,
 * the inbox's words for pages and buttons, the firm's facts in its emails): the content the live
 * build was made from, never the folder the editor saves into. So a save changes nothing the
 * server does until it is published, before or after a restart, and a save the server cannot
 * read does not stop it from starting. docs/decisions/070-a-build-reads-one-snapshot.md.
 *
 * The candidates, in order: the content of the build served at start (a published build's
 * snapshot, or the start snapshot: the content files as they were at the first start after the
 * last `npm run build`), then every other published build's, newest first. Each is tried in a
 * child process that loads the server's code with it; the first that loads is used for this
 * process's imports (content-root-hook.mjs) and readers (SITE_CONTENT_ROOT).
 */
import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import { register } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startSnapshot } from "./site-editor/build-folders";
import { BUILDS_FOLDER, readState, startingBuild } from "./site-editor/publish-records";

const codeRoot = fileURLToPath(new URL("..", import.meta.url));

/** The content folders to try, in order (see the module's comment). */
export async function contentCandidates(sourceDir: string, staticRoot: string) {
  const buildsDir = join(sourceDir, BUILDS_FOLDER);
  const served = await startingBuild(sourceDir, staticRoot);
  const { builds } = await readState(sourceDir);
  const published = builds.map(({ id }) => join(buildsDir, id, "content"));
  const start = await startSnapshot(sourceDir, staticRoot);
  const first = served === staticRoot ? start : join(served, "..", "content");
  const ordered = [first, ...published, start].filter((folder) => folder !== null);
  const existing: string[] = [];
  for (const folder of new Set(ordered)) {
    if (await stat(folder).catch(() => null)) existing.push(folder);
  }
  return existing;
}

/**
 * Why the server's code cannot load with the content of `root` (its first lines, paths inside
 * `root` made relative), or null when it loads.
 */
export function contentProblem(root: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(codeRoot, "server/content-check.ts"), root],
      { cwd: codeRoot, env: process.env, timeout: 120_000 },
      (error, _stdout, stderr) => {
        if (!error) return resolve(null);
        const said = stderr.trim().split("\n").slice(0, 4).join(" ").replaceAll(`${root}/`, "");
        resolve(said || error.message);
      },
    );
  });
}

/** Makes this process read its content from `root`: imports of src/content and the readers. */
export function readContentFrom(root: string) {
  process.env.SITE_CONTENT_ROOT = root;
  register("./content-root-hook.mjs", import.meta.url, {
    data: {
      from: pathToFileURL(join(codeRoot, "src/content/")).href,
      to: pathToFileURL(join(root, "src/content/")).href,
    },
  });
}

/**
 * Chooses the content the server runs on and makes this process read it; each candidate that
 * cannot be used is logged by file and reason. Throws when none can (a build that cannot start).
 */
export async function choosePublishedContent(
  sourceDir: string,
  staticRoot: string,
  log: { info: (message: string) => void; error: (message: string) => void },
): Promise<string | null> {
  const candidates = await contentCandidates(sourceDir, staticRoot);
  if (candidates.length === 0) {
    log.info(`${sourceDir} has no content to edit: the server reads its code's own`);
    return null;
  }
  for (const root of candidates) {
    const problem = await contentProblem(root);
    const named = relative(sourceDir, root) || ".";
    if (!problem) {
      readContentFrom(root);
      log.info(`The server's settings come from the published content in ${named}`);
      return root;
    }
    log.error(`site: the content in ${named} cannot be used, trying an older one: ${problem}`);
  }
  throw new Error(
    `No published content in ${join(sourceDir, BUILDS_FOLDER)} can be used: run npm run build.`,
  );
}
