/**
 * Publish and Roll back: builds the site from the saved content files in a child process at low
 * priority, one job at a time (and at most one publish waiting, which every later Publish joins),
 * into a folder of its own under <source>/builds/, and swaps the server's live build once the new
 * one is fully loaded. The last KEEP_BUILDS published builds stay, each with a snapshot of the
 * content it was built from, so a roll back serves the previous one and puts its content back for
 * the editor. docs/decisions/038-live-editing.md has the reasons. Beside it: the queue that runs
 * one job at a time and logs each (job-queue.ts), the build folders (build-folders.ts), the
 * records kept beside them (publish-records.ts) and the build itself (site-build.ts).
 */
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { AuditLog } from "../admin/accounts";
import { type LiveSite, loadStaticSite, type StaticSite } from "../static";
import {
  contentHashes,
  contentOfBuild,
  keepNewestBuilds,
  newBuildId,
  prepareBuildTree,
  readStartBuild,
  removeUnrecordedBuilds,
  type StartBuild,
  storeStartBuild,
} from "./build-folders";
import { buildMessage } from "./build-message";
import { changedFiles, contentManifest, copyContent, restoreContent } from "./content-files";
import { oneAtATime } from "./content-update";
import { JobQueue, type JobResult, type Outcome } from "./job-queue";
import {
  BUILDS_FOLDER,
  commitContent,
  type PendingJob,
  type PreviewBuild,
  type PublishedBuild,
  readState,
  type State,
  writeState,
} from "./publish-records";
import { type BuildRunner, runSiteBuild, type SiteBuilder } from "./site-build";

export { KEEP_BUILDS } from "./build-folders";
export type { JobResult } from "./job-queue";

export interface PublisherOptions {
  sourceDir: string;
  live: LiveSite;
  /** The folder the server started serving (startingBuild). */
  startedWith: string;
  audit: AuditLog;
  now?: () => number;
  /** Without `warm`, a warm-up is never needed (a runner that keeps no process). */
  build?: BuildRunner | SiteBuilder;
  log?: (message: string) => void;
  /**
   * Says changed files in the owner's words (changes.ts), from a reader of each file before and
   * after; without it the page and the log count files.
   */
  describe?: (
    files: string[],
    before: (path: string) => Promise<string | null>,
    after: (path: string) => Promise<string | null>,
  ) => Promise<string[]>;
  /** After each publish or roll back that went live: the content backup (BACKUP_DIR). */
  afterChange?: (time: number) => Promise<string>;
}

export interface PublisherStatus {
  running: PendingJob | null;
  /** In the order they run; one publish at most. */
  waiting: PendingJob[];
  last: JobResult | null;
  live: string | null;
  builds: PublishedBuild[];
  /** The build a roll back would serve. */
  previous: PublishedBuild | null;
  preview: PreviewBuild | null;
  /** How long the last build here took, in seconds, for the waiting pages; null before any. */
  lastBuildSeconds: number | null;
}

export class Publisher {
  readonly #sourceDir: string;
  readonly #buildsDir: string;
  readonly #live: LiveSite;
  readonly #now: () => number;
  readonly #build: BuildRunner | SiteBuilder;
  readonly #log: (message: string) => void;
  readonly #afterChange: PublisherOptions["afterChange"];
  readonly #describe: PublisherOptions["describe"];
  readonly #jobs: JobQueue;
  #state: State;
  /** Before the first publish from here; stored as a published build by that publish. */
  #start: StartBuild | null = null;
  /** The live build and those just before it, loaded, by id: a roll back to one is a swap. */
  readonly #loaded = new Map<string, StaticSite>();
  /** The saved content a running preview build started from; null when none builds. */
  #previewBuildFrom: Awaited<ReturnType<typeof contentManifest>> | null = null;
  /** The preview build, once read (it is read on its first visit after a restart). */
  #previewSite: { id: string; site: Promise<StaticSite> } | null = null;
  #warmingUp: Promise<void> | null = null;

  private constructor(options: PublisherOptions, state: State) {
    this.#sourceDir = options.sourceDir;
    this.#buildsDir = join(options.sourceDir, BUILDS_FOLDER);
    this.#live = options.live;
    this.#now = options.now ?? Date.now;
    this.#build = options.build ?? runSiteBuild;
    this.#log = options.log ?? console.log;
    this.#afterChange = options.afterChange;
    this.#describe = options.describe;
    this.#state = state;
    this.#jobs = new JobQueue({
      sourceDir: options.sourceDir,
      audit: options.audit,
      now: this.#now,
      log: this.#log,
      beforeDone: (done) => this.#backUp(done),
    });
  }

  /**
   * Reads what was published; the jobs a stop left not done go into the audit log, and folders a
   * crash left half built are deleted.
   */
  static async open(options: PublisherOptions): Promise<Publisher> {
    const publisher = new Publisher(options, await readState(options.sourceDir));
    await publisher.#jobs.recordLost();
    if (publisher.#state.live === null) {
      publisher.#start = await readStartBuild(options.sourceDir, options.startedWith);
    }
    await publisher.#prune();
    return publisher;
  }

  status(): PublisherStatus {
    const { live, builds, preview } = this.#state;
    const index = builds.findIndex((build) => build.id === live);
    return {
      running: this.#jobs.running,
      waiting: this.#jobs.waiting,
      last: this.#jobs.last,
      live,
      builds,
      previous: index === -1 ? null : (builds[index + 1] ?? null),
      preview,
      // The start build's record says 0 s: it was not built here.
      lastBuildSeconds:
        [preview, ...builds].find((build) => build && build.seconds >= 1)?.seconds ?? null,
    };
  }

  /**
   * The content files saved since the live build (or, before the first publish, since the server
   * started), with a reader of each as the live build had it (null when it had none).
   */
  async unpublished(): Promise<{
    files: string[];
    live: (path: string) => Promise<string | null>;
  }> {
    const liveDir = this.#state.live ? join(this.#buildsDir, this.#state.live, "content") : null;
    const startContent = this.#start?.content ?? new Map<string, Buffer>();
    const before = liveDir ? await contentManifest(liveDir) : contentHashes(startContent);
    const files = changedFiles(before, await contentManifest(this.#sourceDir));
    const live = async (path: string) => {
      if (!before.has(path)) return null;
      if (!liveDir) return startContent.get(path)?.toString("utf8") ?? null;
      return readFile(join(liveDir, path), "utf8").catch(() => null);
    };
    return { files, live };
  }

  /**
   * Starts the build process before the owner's first save, when none runs and no job builds: it
   * builds the live content in the build tree twice and throws the sites away. The save's build
   * then finds the process warm and the modules of the tree cached (under half a cold build), or
   * waits for the warm-up and builds so. Resolves once the warm-up is over (at once when none is
   * needed).
   */
  warmUp(): Promise<void> {
    const build = this.#build;
    const cold = "warm" in build && !build.warm();
    if (this.#warmingUp || !cold || this.#jobs.running || this.#jobs.waiting.length > 0) {
      return this.#warmingUp ?? Promise.resolve();
    }
    const live = this.#state.live;
    this.#warmingUp = (async () => {
      const tree = live
        ? await prepareBuildTree(this.#sourceDir, join(this.#buildsDir, live, "content"))
        : await oneAtATime(this.#sourceDir, () =>
            prepareBuildTree(this.#sourceDir, this.#sourceDir),
          );
      // Always the process's first build: no module of an earlier one is loaded (#buildContent).
      await build(tree, "dist-warm-up");
      // The first build fills the module cache; a second takes the path every later build takes,
      // so V8 has compiled that path too before the save: a save's first build is otherwise a
      // second or more slower than the builds after it. A save already waiting skips it.
      if (!this.#jobs.running && this.#jobs.waiting.length === 0) {
        await build(tree, "dist-warm-up-again");
      }
      for (const out of ["dist-warm-up", "dist-warm-up-again"]) {
        await rm(join(tree, out), { recursive: true, force: true });
      }
    })()
      // A warm-up that fails leaves the next build cold, as it would have been.
      .catch(() => {})
      .finally(() => {
        this.#warmingUp = null;
      });
    return this.#warmingUp;
  }

  /**
   * Queues a publish by this account; resolves when it is done (the routes do not wait). While a
   * publish waits, another joins it and gets its promise: it copies the content only when it
   * starts, so it builds every save made before then, this click's too. So clicks never pile up.
   * It joins one ahead of a waiting roll back too: that roll back puts older content back in the
   * editor, over what this click would have published, either way.
   */
  publish(by: string, address: string | null): Promise<JobResult> {
    const why = "it builds every change saved before it starts";
    return (
      this.#jobs.join("publish", { by, address, why }) ??
      this.#jobs.add("publish", by, address, () => this.#publish(by))
    );
  }

  /**
   * Queues putting a published build live again with its content: the one before the live one
   * (a roll back), or, named by `to`, any other the history keeps (a restore).
   */
  rollBack(by: string, address: string | null, to?: string): Promise<JobResult> {
    const kind = to === undefined || to === this.status().previous?.id ? "roll back" : "restore";
    return this.#jobs.add(kind, by, address, () => this.#putBack(by, to));
  }

  /**
   * What putting builds/<id> live again would do, in words: what it takes off the live site (or
   * puts back on it), and the saved changes not yet published that its content replaces. Null
   * when the history keeps no such build, or it is the live one.
   */
  async whatPuttingBackDoes(
    id: string,
  ): Promise<{ build: PublishedBuild; live: string[]; unpublished: string[] } | null> {
    const build = this.#state.builds.find((kept) => kept.id === id);
    const live = this.#state.live;
    if (!build || !live || id === live) return null;
    const files = changedFiles(
      await contentManifest(join(this.#buildsDir, live, "content")),
      await contentManifest(join(this.#buildsDir, id, "content")),
    );
    const words = (await this.#say(files, this.#contentOf(live), this.#contentOf(id))) ?? [
      `${files.length} ${files.length === 1 ? "file" : "files"} changed`,
    ];
    return { build, live: files.length > 0 ? words : [], unpublished: await this.waitingChanges() };
  }

  /**
   * Queues a build of the saved content for the preview (joining one that waits, as a publish
   * does); the live site is untouched. A publish while it is current serves it at once. A preview
   * of older content building meanwhile is stopped: nobody would see it (decision 056); one of
   * this content (Preview pressed right after the save) goes on. Unreadable content counts as
   * newer: the preview that follows builds it either way.
   */
  async preview(by: string, address: string | null): Promise<JobResult> {
    const building = this.#previewBuildFrom;
    const saved = building && (await contentManifest(this.#sourceDir).catch(() => null));
    if (building && (!saved || changedFiles(building, saved).length > 0)) {
      this.#jobs.stop("preview", "a newer save is being previewed instead");
    }
    return (
      this.#jobs.join("preview") ??
      this.#jobs.add("preview", by, address, (signal) => this.#preview(by, signal))
    );
  }

  /** The preview build, read into memory on first use; null when there is none. */
  previewSite(): { build: PreviewBuild; site: Promise<StaticSite> } | null {
    const build = this.#state.preview;
    if (!build) return null;
    if (this.#previewSite?.id !== build.id) {
      const site = this.#load(build.id);
      // A failed read is read again on the next visit.
      site.catch(() => {
        if (this.#previewSite?.site === site) this.#previewSite = null;
      });
      this.#previewSite = { id: build.id, site };
    }
    return { build, site: this.#previewSite.site };
  }

  /** True when the preview was built from the content as it is saved now. */
  async previewIsCurrent(): Promise<boolean> {
    const build = this.#state.preview;
    if (!build) return false;
    try {
      const [built, saved] = await Promise.all([
        contentManifest(join(this.#buildsDir, build.id, "content")),
        contentManifest(this.#sourceDir),
      ]);
      return changedFiles(built, saved).length === 0;
    } catch {
      return false;
    }
  }

  /** After a publish or roll back that went live: the content backup (afterChange). */
  async #backUp(done: JobResult) {
    // A preview changes nothing live: there is nothing new to back up.
    if (!done.ok || !this.#afterChange || done.kind === "preview") return;
    try {
      this.#log(`backup: ${await this.#afterChange(this.#now())}`);
    } catch (error) {
      this.#log(`backup of the content failed: ${(error as Error).message}`);
    }
  }

  /**
   * Puts the saved content live: the preview build when it was built from exactly this content
   * (it is built: the swap takes a moment), else a new build.
   */
  async #publish(by: string) {
    const started = this.#now();
    const preview = this.#state.preview;
    if (preview && (await this.previewIsCurrent())) {
      const id = await newBuildId(this.#buildsDir, this.#now());
      const site = await (this.previewSite()?.site ?? Promise.reject(new Error("no preview")));
      // No page asks after the preview while its folder moves: it is about to be the live build.
      this.#state = { ...this.#state, preview: null };
      this.#previewSite = null;
      await rename(join(this.#buildsDir, preview.id), join(this.#buildsDir, id));
      return { ...(await this.#goLive(by, id, site, preview.seconds)), previewed: true };
    }
    const id = await newBuildId(this.#buildsDir, this.#now());
    const built = await this.#buildContent(id);
    if (!built.ok) return built;
    const site = await this.#load(id);
    return this.#goLive(by, id, site, Math.round((this.#now() - started) / 100) / 10, built);
  }

  /**
   * Copies the saved content into builds/<id>/content, between two saves, and builds the site
   * from that copy alone (the build tree) into builds/<id>/site; the folder is deleted again when
   * the build fails or is stopped. A save made meanwhile waits for the next build.
   */
  async #buildContent(id: string, signal?: AbortSignal): Promise<Outcome> {
    const folder = join(this.#buildsDir, id);
    await mkdir(folder, { recursive: true });
    await oneAtATime(this.#sourceDir, () => copyContent(this.#sourceDir, join(folder, "content")));
    const { files, changes } = await this.#changesFromLive(id);
    // The warm-up builds in the same tree (its caches name the tree's files): it ends first.
    if (this.#warmingUp) {
      this.#log("site: the build waits for the editor's warm-up to end");
      await this.#warmingUp;
    }
    const tree = await prepareBuildTree(this.#sourceDir, join(folder, "content"));
    // Inside the tree: Astro puts its own files into an output folder outside its root. A folder
    // of its own: the build process imports the server chunks the build writes there, and Node
    // keeps a module by its path, so a chunk whose bytes had not changed at the same path (Astro's
    // content store among them) would be the last build's, holding its articles and events.
    const out = `dist-${id}`;
    const built = await this.#build(tree, out, signal);
    if (built.ok) {
      await rename(join(tree, out), join(folder, "site"));
      return { ok: true, files, changes, message: "" };
    }
    await rm(folder, { recursive: true, force: true });
    return { ok: false, files, changes, message: buildMessage(built.output, tree) };
  }

  /** What the content of builds/<id> changes against the live build's (null files: first publish). */
  async #changesFromLive(id: string) {
    const live = this.#state.live;
    if (!live) return { files: null, changes: undefined };
    const files = changedFiles(
      await contentManifest(join(this.#buildsDir, live, "content")),
      await contentManifest(join(this.#buildsDir, id, "content")),
    );
    return { files, changes: await this.#say(files, this.#contentOf(live), this.#contentOf(id)) };
  }

  /**
   * Serves the loaded build of builds/<id> and records it as the live one, with the seconds its
   * build took (a preview's own, when the preview goes live) and what it changes against the live
   * build (its own build's reading of that, when one job built and publishes it).
   */
  async #goLive(
    by: string,
    id: string,
    site: StaticSite,
    seconds: number,
    fromLive?: Pick<Outcome, "files" | "changes">,
  ): Promise<Outcome> {
    try {
      const { files, changes } = fromLive ?? (await this.#changesFromLive(id));
      // Stored before the swap, so the record says what Roll back serves the moment this is live.
      const base = await this.#storeStart();
      const replaced = this.#live.current;
      this.#live.swap(site);
      const at = new Date(this.#now()).toISOString();
      if (base) this.#remember(base.id, replaced);
      this.#remember(id, site);
      this.#state = {
        live: id,
        builds: [
          { id, at, by, files, ...(changes ? { changes } : {}), seconds },
          ...(base ? [base] : []),
          ...this.#state.builds,
        ],
        // A preview shows what is not live yet: once anything is published, it has had its day.
        preview: null,
      };
      this.#previewSite = null;
      await this.#saveState();
      await commitContent(
        this.#sourceDir,
        join(this.#buildsDir, id, "content"),
        by,
        `Publish the site (${files === null ? "first publish" : `${files.length} file(s)`})`,
        this.#log,
      );
      return { ok: true, files, changes, message: "" };
    } finally {
      await this.#prune();
    }
  }

  async #preview(by: string, signal: AbortSignal): Promise<Outcome> {
    const started = this.#now();
    // Asked for again with nothing saved since (the editor's Preview after a save's own build).
    if (await this.previewIsCurrent()) {
      return { ok: true, files: [], changes: this.#state.preview?.changes, message: "" };
    }
    if ((await this.unpublished()).files.length === 0) {
      this.#state = { ...this.#state, preview: null };
      this.#previewSite = null;
      await this.#saveState();
      await this.#prune();
      return { ok: true, files: [], changes: [], message: "" };
    }
    const id = await newBuildId(this.#buildsDir, this.#now(), "-preview");
    this.#previewBuildFrom = await contentManifest(this.#sourceDir);
    const built = await this.#buildContent(id, signal).finally(() => {
      this.#previewBuildFrom = null;
    });
    if (!built.ok) return built;
    const site = this.#load(id);
    await site;
    this.#previewSite = { id, site };
    const changes = built.changes ?? (await this.waitingChanges());
    this.#state = {
      ...this.#state,
      preview: {
        id,
        at: new Date(this.#now()).toISOString(),
        by,
        seconds: Math.round((this.#now() - started) / 100) / 10,
        changes,
      },
    };
    await this.#saveState();
    await this.#prune();
    // Said against what is live, even before the first publish: that is what it previews.
    return { ...built, files: built.files ?? (await this.unpublished()).files, changes };
  }

  async #putBack(by: string, to: string | undefined) {
    const { previous, live } = this.status();
    const target = to === undefined ? previous : this.#state.builds.find(({ id }) => id === to);
    if (!target || target.id === live) {
      const message =
        to === undefined
          ? "There is no earlier published build."
          : "That publish is not kept any more, or it is live.";
      return { ok: false, files: [], message };
    }
    const folder = join(this.#buildsDir, target.id);
    const site = this.#loaded.get(target.id) ?? (await this.#load(target.id));
    this.#live.swap(site);
    this.#remember(target.id, site);
    const files = await oneAtATime(this.#sourceDir, () =>
      restoreContent(join(folder, "content"), this.#sourceDir),
    );
    const changes = live
      ? await this.#say(files, this.#contentOf(live), this.#contentOf(target.id))
      : undefined;
    this.#state = { ...this.#state, live: target.id, preview: null };
    this.#previewSite = null;
    await this.#saveState();
    const verb = target === previous ? "Roll back the site to" : "Restore";
    await commitContent(
      this.#sourceDir,
      join(folder, "content"),
      by,
      `${verb} the publish of ${target.at}`,
      this.#log,
    );
    return { ok: true, files, changes, message: "" };
  }

  /** The site of builds/<id>, its files unchanged since the live build taken from that build. */
  #load(id: string) {
    return loadStaticSite(join(this.#buildsDir, id, "site"), { unchangedFrom: this.#live.current });
  }

  /** A reader of the content builds/<id> was made from. */
  #contentOf(id: string) {
    return contentOfBuild(this.#buildsDir, id);
  }

  /** The files' changes in words, or undefined: words are for people, never a reason to fail. */
  async #say(
    files: string[],
    before: (path: string) => Promise<string | null>,
    after: (path: string) => Promise<string | null>,
  ): Promise<string[] | undefined> {
    try {
      return await this.#describe?.(files, before, after);
    } catch (error) {
      this.#log(`site: the changes could not be put in words: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * What a publish now would change, in words (or, without a describer, a count of files): the
   * content saved since the live build, or since the server started before the first publish.
   */
  async waitingChanges(): Promise<string[]> {
    const { files, live } = await this.unpublished();
    const source = (path: string) =>
      readFile(join(this.#sourceDir, path), "utf8").catch(() => null);
    return (
      (await this.#say(files, live, source)) ??
      (files.length ? [`${files.length} ${files.length === 1 ? "file" : "files"} changed`] : [])
    );
  }

  /** Keeps a loaded build for a quick roll back: the newest three used. */
  #remember(id: string, site: StaticSite) {
    this.#loaded.delete(id);
    this.#loaded.set(id, site);
    for (const old of [...this.#loaded.keys()].slice(0, -3)) this.#loaded.delete(old);
  }

  /** The build the server started with, stored as the one before the first publish; once. */
  async #storeStart(): Promise<PublishedBuild | null> {
    const start = this.#start;
    this.#start = null;
    return start ? storeStartBuild(this.#buildsDir, start) : null;
  }

  #saveState() {
    return writeState(this.#sourceDir, this.#state);
  }

  /** Keeps the newest KEEP_BUILDS published builds (and the live one); deletes every other folder. */
  async #prune() {
    const kept = keepNewestBuilds(this.#state);
    if (kept !== this.#state) {
      this.#state = kept;
      await this.#saveState();
    }
    await removeUnrecordedBuilds(this.#buildsDir, this.#state);
  }
}
