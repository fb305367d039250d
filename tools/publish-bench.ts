/**
 * `npm run bench:publish`: how long a one-word change takes to go live, against a cold build of the
 * same source on the same machine in the same run (a report, not a test: it times the machine as
 * much as the code). On a throwaway copy of the project, with the Publisher the server uses:
 *
 *   1. the server's first publish of a one-word change to Home's headline: its build process
 *      starts, and its build folder is new;
 *   2. three rounds of a cold build (`npm run build` with Astro's and Vite's caches removed, the
 *      image and PDF caches kept: a publish reuses those too) and then a publish with no preview
 *      of another word: Publish to live. Each publish is set against the cold build just before
 *      it: a shared machine's speed drifts by a third within a run, and three cold builds taken
 *      first, then three publishes, put that drift into the ratio;
 *   3. previews of another word (a save starts that build; the median of three), then Publish of
 *      the last: Publish to live.
 * Steps 2 and 3 build in the process step 1 started, as the server's builds after its first do
 * (site-build.ts). Then a restart: a new process, warmed up as the editor's page opening does it,
 * and the first publish after it.
 *
 * Each step's peak memory is the largest resident size of this process (the server's part: the
 * publisher, the loaded builds) and the build's processes together, sampled every 100 ms from
 * /proc (Linux only; elsewhere it is not reported).
 *
 *   tsx tools/publish-bench.ts
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AuditLog } from "../server/admin/accounts";
import { openDatabase } from "../server/db/database";
import { BUILD_TREE } from "../server/site-editor/build-folders";
import { BUILDS_FOLDER } from "../server/site-editor/publish-records";
import { Publisher } from "../server/site-editor/publisher";
import { siteBuilder } from "../server/site-editor/site-build";
import { LiveSite, loadStaticSite } from "../server/static";
import { copyProject } from "../tests/support/project-copy";

const HOME = "src/content/page-copy/home.json";

/** A file of /proc, or "" when its process has just ended. */
const procFile = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};

/** The resident memory of `pid` and its descendants together, in MB; null where /proc is absent. */
function residentMb(pid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  for (const name of entries) {
    // "pid (name) state ppid ...": the name may hold spaces, so read after its closing bracket.
    const parent = Number(procFile(`/proc/${name}/stat`).split(") ")[1]?.split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const rssKb = (id: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(procFile(`/proc/${id}/status`))?.[1] ?? 0);
  let kb = rssKb(pid);
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      kb += rssKb(child);
      visit(child);
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** Runs `task`, sampling this process's children's memory; its seconds and the peak in MB. */
async function measured<T>(
  task: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakMb: number | null }> {
  let peak: number | null = 0;
  const sampler = setInterval(() => {
    const now = residentMb(process.pid);
    peak = now === null || peak === null ? null : Math.max(peak, now);
  }, 100);
  const started = performance.now();
  try {
    const result = await task();
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

const scratch = await mkdtemp(join(tmpdir(), "eca-publish-bench-"));
const source = join(scratch, "site");
copyProject(source);
const say = (text: string) => console.log(text);
try {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? Number.NaN;
  const seconds = (values: number[]) => values.map((value) => value.toFixed(1)).join(", ");
  // `npm run build` without npm, its caches removed each time: its own, not the publishes'.
  const coldBuild = (folder = "bench-cold") => {
    rmSync(join(source, "node_modules/.astro", folder), { recursive: true, force: true });
    rmSync(join(source, "node_modules/.vite"), { recursive: true, force: true });
    return measured(
      () =>
        new Promise<void>((resolve, reject) =>
          execFile(
            process.execPath,
            ["node_modules/astro/astro.js", "build"],
            { cwd: source, env: { ...process.env, BUILD_DIR: folder }, maxBuffer: 64e6 },
            (error, _stdout, stderr) =>
              error ? reject(new Error(`the cold build failed:\n${stderr}`)) : resolve(),
          ),
        ),
    );
  };
  // What the server starts serving; the cold builds the publishes are set against come later.
  await coldBuild("bench-start");
  const live = new LiveSite(await loadStaticSite(join(source, "bench-start")));
  const db = openDatabase(join(scratch, "audit.db"));
  const openPublisher = (build = siteBuilder()) =>
    Publisher.open({
      sourceDir: source,
      live,
      startedWith: join(source, "bench-start"),
      audit: new AuditLog(db),
      log: () => {},
      build,
    });
  const publisher = await openPublisher();
  const change = (word: string) => {
    const home = JSON.parse(readFileSync(join(source, HOME), "utf8"));
    home.hero.title = home.hero.title.replace(/^\S+/, word);
    writeFileSync(join(source, HOME), `${JSON.stringify(home, null, 2)}\n`);
  };

  const ofCold = (seconds: number) => `${(seconds / cold.seconds).toFixed(2)} of the cold build`;
  /** Each word's change, then `step`: the seconds of each and the largest peak. */
  async function timed(words: string[], step: () => Promise<{ ok: boolean; message: string }>) {
    const seconds: number[] = [];
    let peak: number | null = 0;
    for (const word of words) {
      change(word);
      const run = await measured(step);
      if (!run.result.ok) throw new Error(run.result.message);
      seconds.push(run.seconds);
      peak = run.peakMb === null || peak === null ? null : Math.max(peak, run.peakMb);
    }
    return { seconds, peak };
  }

  const first = await timed(["Streamline"], () => publisher.publish("bench", null));
  say(`first publish, its build folder new: ${first.seconds[0]?.toFixed(1)} s to live`);

  const colds: Awaited<ReturnType<typeof coldBuild>>[] = [];
  const plains: Awaited<ReturnType<typeof timed>>[] = [];
  for (const word of ["Simplify", "Automate", "Improve"]) {
    colds.push(await coldBuild());
    plains.push(await timed([word], () => publisher.publish("bench", null)));
  }
  const cold = { seconds: median(colds.map((run) => run.seconds)) };
  const coldPeaks = colds.map((run) => run.peakMb);
  say(
    `cold build: ${cold.seconds.toFixed(1)} s (median of ${seconds(colds.map((run) => run.seconds))}), peak ${coldPeaks.includes(null) ? "?" : Math.max(...(coldPeaks as number[]))} MB`,
  );
  const plain = plains.flatMap((round) => round.seconds);
  const plainPeaks = plains.map((round) => round.peak);
  const ratios = plain.map((time, round) => time / (colds[round]?.seconds ?? Number.NaN));
  say(
    `publish, no preview: ${median(plain).toFixed(1)} s to live (${seconds(plain)}); against the cold build just before each: ${median(ratios).toFixed(2)} of it (median of ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}), peak ${plainPeaks.includes(null) ? "?" : Math.max(...(plainPeaks as number[]))} MB`,
  );

  const preview = await timed(["Transform", "Connect", "Modernize"], () =>
    publisher.preview("bench", null),
  );
  const previewed = await measured(() => publisher.publish("bench", null));
  say(
    `save to preview: ${median(preview.seconds).toFixed(1)} s (${ofCold(median(preview.seconds))}; ${seconds(preview.seconds)}); then publish of the preview: ${previewed.seconds.toFixed(2)} s to live (${previewed.result.previewed ? "no build" : "built again"})`,
  );

  const restarted = await openPublisher();
  const warmUp = await measured(() => restarted.warmUp());
  const warmed = await timed(["Optimize"], () => restarted.publish("bench", null));
  say(
    `after a restart, the editor opened: its warm-up ${warmUp.seconds.toFixed(1)} s, then the first publish ${warmed.seconds[0]?.toFixed(1)} s to live (${ofCold(warmed.seconds[0] ?? Number.NaN)})`,
  );
  const kept = readdirSync(join(source, BUILDS_FOLDER), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && entry.name !== BUILD_TREE,
  );
  say(`builds kept: ${kept.length}`);
  db.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
