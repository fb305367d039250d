import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixture, makeFixture, writeFileWithFolders } from "../../tests/support/fixture";
import {
  contentHashes,
  contentOfBuild,
  KEEP_BUILDS,
  keepNewestBuilds,
  newBuildId,
  prepareBuildTree,
  readStartBuild,
  removeUnrecordedBuilds,
  startSnapshot,
  storeStartBuild,
} from "./build-folders";
import { contentManifest } from "./content-files";
import type { PublishedBuild, State } from "./publish-records";

let fixture: Fixture;
beforeAll(() => {
  fixture = makeFixture();
});
afterAll(() => fixture.remove());

const write = writeFileWithFolders;

const published = (id: string): PublishedBuild => ({
  id,
  at: "2026-11-26T12:00:00.000Z",
  by: "owner@example.com",
  files: [],
  seconds: 1,
});

describe("the build tree", () => {
  it("holds the project's code as it is now and the snapshot's content alone, from build to build", async () => {
    const source = join(fixture.dir, "tree-source");
    const snapshot = (name: string, files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files))
        write(join(source, "builds", name, path), text);
      return join(source, "builds", name);
    };
    write(join(source, "src/pages/index.astro"), "first");
    write(join(source, "src/pages/old.astro"), "to be removed");
    write(join(source, "src/content/site.json"), "saved after the snapshot");
    const tree = await prepareBuildTree(
      source,
      snapshot("a", { "src/content/site.json": "a", "src/content/testimonials/x.json": "x" }),
    );
    write(join(tree, "dist/index.html"), "the last build's output");
    // Same size, a newer time: copied again.
    writeFileSync(join(source, "src/pages/index.astro"), "later");
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(source, "src/pages/index.astro"), later, later);
    rmSync(join(source, "src/pages/old.astro"));
    await prepareBuildTree(source, snapshot("b", { "src/content/site.json": "b" }));
    const read = (path: string) => readFileSync(join(tree, path), "utf8");
    expect(read("src/pages/index.astro")).toBe("later");
    expect(read("src/content/site.json")).toBe("b");
    expect(existsSync(join(tree, "src/pages/old.astro"))).toBe(false);
    expect(existsSync(join(tree, "src/content/testimonials/x.json"))).toBe(false);
    expect(existsSync(join(tree, "dist"))).toBe(false);
    expect(existsSync(join(tree, "builds"))).toBe(false);
  });
});

describe("build folders", () => {
  it("names a new folder by the time, then -2, -3... within one second, with the suffix last", async () => {
    const buildsDir = join(fixture.dir, "names");
    const at = Date.parse("2026-11-26T12:00:00.250Z");
    expect(await newBuildId(buildsDir, at)).toBe("20261126T120000Z");
    mkdirSync(join(buildsDir, "20261126T120000Z"), { recursive: true });
    expect(await newBuildId(buildsDir, at)).toBe("20261126T120000Z-2");
    mkdirSync(join(buildsDir, "20261126T120000Z-2"));
    expect(await newBuildId(buildsDir, at)).toBe("20261126T120000Z-3");
    expect(await newBuildId(buildsDir, at, "-preview")).toBe("20261126T120000Z-preview");
  });

  it("reads the content a build was made from, null for a file it did not have", async () => {
    const buildsDir = join(fixture.dir, "read");
    write(join(buildsDir, "b1", "content", "src/content/site.json"), '{"name":"Old"}');
    const read = contentOfBuild(buildsDir, "b1");
    expect(await read("src/content/site.json")).toBe('{"name":"Old"}');
    expect(await read("src/content/claims.json")).toBeNull();
  });

  it("stores the build the server started with, and the content it had then, as the build before the first publish", async () => {
    const sourceDir = join(fixture.dir, "start-source");
    const buildsDir = join(sourceDir, "builds");
    write(join(sourceDir, "src/content/site.json"), '{"name":"At start"}');
    write(join(sourceDir, "src/content/notes.ts"), "export {};\n");
    const builtAt = new Date("2026-11-20T08:30:00Z");
    utimesSync(join(fixture.staticRoot, "index.html"), builtAt, builtAt);
    const start = await readStartBuild(sourceDir, fixture.staticRoot);
    expect([...start.content.keys()]).toEqual(["src/content/site.json"]);
    // A save after start does not change what the start build was made from.
    write(join(sourceDir, "src/content/site.json"), '{"name":"Saved later"}');
    const build = await storeStartBuild(buildsDir, start);
    expect(build).toEqual({
      id: "20261120T083000Z-start",
      at: "2026-11-20T08:30:00.000Z",
      by: "the build the server started with",
      files: null,
      seconds: 0,
    });
    expect(readFileSync(join(buildsDir, build.id, "site", "index.html"), "utf8")).toBe(
      readFileSync(join(fixture.staticRoot, "index.html"), "utf8"),
    );
    expect(await contentOfBuild(buildsDir, build.id)("src/content/site.json")).toBe(
      '{"name":"At start"}',
    );
    expect(contentHashes(start.content)).toEqual(
      await contentManifest(join(buildsDir, build.id, "content")),
    );
  });

  it("keeps one start snapshot per served folder, and none for a folder that is gone", async () => {
    const sourceDir = join(fixture.dir, "snapshots-source");
    const buildsDir = join(sourceDir, "builds");
    write(join(sourceDir, "src/content/site.json"), '{"name":"At start"}');
    const served = (name: string) => {
      const folder = join(fixture.dir, name);
      write(join(folder, "index.html"), "<!doctype html>");
      return folder;
    };
    const [kept, gone, third] = [served("kept-build"), served("gone-build"), served("third-build")];
    const keptSnapshot = await startSnapshot(sourceDir, kept);
    const goneSnapshot = await startSnapshot(sourceDir, gone);
    // A test's build folder, deleted when its suite ends.
    rmSync(gone, { recursive: true });
    const thirdSnapshot = await startSnapshot(sourceDir, third);
    const snapshots = readdirSync(buildsDir).sort();
    expect(snapshots).toEqual(
      [keptSnapshot, thirdSnapshot]
        .map((folder) => (folder ?? "").slice(buildsDir.length + 1))
        .sort(),
    );
    expect(goneSnapshot).not.toBeNull();
    // A snapshot is content only, read as a content folder.
    expect(await contentManifest(keptSnapshot ?? "")).toEqual(await contentManifest(sourceDir));
  });

  it("keeps the newest published builds and the live one, and deletes every folder the record does not name", async () => {
    const buildsDir = join(fixture.dir, "prune");
    const ids = Array.from({ length: KEEP_BUILDS + 2 }, (_, n) => `b${n}`);
    const oldest = ids.at(-1) ?? "";
    const state: State = {
      live: oldest,
      builds: ids.map(published),
      preview: { id: "p1", at: "", by: "", seconds: 1, changes: [] },
    };
    const kept = keepNewestBuilds(state);
    expect(kept.builds.map((build) => build.id)).toEqual([...ids.slice(0, KEEP_BUILDS), oldest]);
    expect(kept).toMatchObject({ live: oldest, preview: state.preview });
    // Nothing to drop: the same record, so nothing needs writing.
    expect(keepNewestBuilds(kept)).toBe(kept);

    for (const id of [...ids, "p1", "p0", "half-built"])
      mkdirSync(join(buildsDir, id, "site"), { recursive: true });
    write(join(buildsDir, "published.json"), "{}");
    await removeUnrecordedBuilds(buildsDir, kept);
    expect(readdirSync(buildsDir).sort()).toEqual(
      [...kept.builds.map((build) => build.id), "p1", "published.json"].sort(),
    );
  });

  it("leaves a missing builds folder alone", async () => {
    await expect(
      removeUnrecordedBuilds(join(fixture.dir, "none"), { live: null, builds: [], preview: null }),
    ).resolves.toBeUndefined();
  });
});
