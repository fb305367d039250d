import { describe, expect, it } from "vitest";
import { buildFolders } from "../../tests/support/build-folders";
import {
  buildGate,
  headlineWords,
  publisherFixture,
  publishPage,
} from "../../tests/support/publisher";
import { Publisher } from "./publisher";

/** The preview each save builds, with the stand-in build of tests/support/publisher.ts. */
const { setup } = publisherFixture();

/** The preview's home page, as the preview serves it. */
async function previewHome(publisher: Publisher) {
  const site = await publisher.previewSite()?.site;
  return Buffer.from(site?.files.get("/index.html")?.body ?? []).toString();
}

describe("the preview", () => {
  it("builds the saved content without touching the live site; Publish while it is current serves it with no second build", async () => {
    const { publisher, headline, get, seen, sourceDir, audit } = await setup("preview", {
      describe: headlineWords,
    });
    headline("Previewed");
    const made = await publisher.preview("owner@example.com", null);
    expect(made).toMatchObject({ kind: "preview", ok: true });
    expect((await get("/")).text).not.toContain("Previewed");
    const preview = publisher.previewSite();
    expect(preview?.build.changes).toEqual(["Home: Headline from Hello to Previewed"]);
    const site = await preview?.site;
    expect(Buffer.from(site?.files.get("/index.html")?.body ?? []).toString()).toContain(
      "<h1>Previewed</h1>",
    );
    expect(await publisher.previewIsCurrent()).toBe(true);
    expect(audit.list(1)[0]).toMatchObject({ action: "preview" });

    const published = await publisher.publish("owner@example.com", null);
    expect(published).toMatchObject({ ok: true, previewed: true });
    expect(seen.builds).toBe(1);
    expect((await get("/")).text).toContain("<h1>Previewed</h1>");
    expect(publisher.status().preview).toBeNull();
    // The preview's folder became the live build's: nothing is left over.
    const folders = buildFolders(sourceDir);
    expect(folders.some((name) => name.endsWith("-preview"))).toBe(false);
    expect(folders).toContain(publisher.status().live);
  });

  it("builds nothing when asked again with nothing saved since, or with nothing to publish", async () => {
    const { publisher, headline, seen } = await setup("preview-again");
    expect((await publisher.preview("owner@example.com", null)).ok).toBe(true);
    expect(seen.builds).toBe(0);
    expect(publisher.previewSite()).toBeNull();
    headline("Once");
    await publisher.preview("owner@example.com", null);
    await publisher.preview("owner@example.com", null);
    expect(seen.builds).toBe(1);
  });

  it("is out of date after a save, and Publish then builds what is saved", async () => {
    const { publisher, headline, get, seen } = await setup("preview-stale");
    headline("First draft");
    await publisher.preview("owner@example.com", null);
    headline("Second draft");
    expect(await publisher.previewIsCurrent()).toBe(false);
    await publisher.publish("owner@example.com", null);
    expect(seen.builds).toBe(2);
    expect((await get("/")).text).toContain("<h1>Second draft</h1>");
    expect(publisher.status().preview).toBeNull();
  });

  it("keeps the last good preview when a new one fails, and is read again after a restart", async () => {
    const { publisher, headline, options } = await setup("preview-restart");
    headline("Good");
    await publisher.preview("owner@example.com", null);
    headline("");
    const failed = await publisher.preview("owner@example.com", null);
    expect(failed.ok).toBe(false);
    expect(failed.message).toContain("headline: Required");
    const reopened = await Publisher.open(options);
    const site = await reopened.previewSite()?.site;
    expect(Buffer.from(site?.files.get("/index.html")?.body ?? []).toString()).toContain(
      "<h1>Good</h1>",
    );
    expect(await reopened.previewIsCurrent()).toBe(false);
  });

  it("keeps the preview's build time in the history when it goes live, and the waiting pages say about how long a build takes", async () => {
    const gate = buildGate();
    let clock = Date.parse("2026-12-01T12:00:00Z");
    const { publisher, headline, db } = await setup("build-time", { gate, now: () => clock });
    headline("Previewed");
    const previewing = publisher.preview("owner@example.com", null);
    await gate.started(1);
    clock += 42_000;
    gate.release(1);
    await previewing;
    clock += 600_000;
    await publisher.publish("owner@example.com", null);
    expect(publisher.status().builds[0]).toMatchObject({ seconds: 42 });
    headline("Published again");
    const publishing = publisher.publish("owner@example.com", null);
    await gate.started(2);
    expect(await publishPage(publisher)).toContain("The last build took about 42 s.");
    gate.releaseAll();
    await publishing;
    db.close();
  });

  it("stops a preview building when a newer save asks for one: its folder is gone, the log says why, and the newer save's preview is the one made", async () => {
    const gate = buildGate();
    const { publisher, headline, audit, sourceDir, stopped, seen, db } = await setup(
      "preview-stopped",
      { gate },
    );
    headline("First draft");
    const first = publisher.preview("owner@example.com", null);
    await gate.started(1);
    headline("Second draft");
    const second = publisher.preview("owner@example.com", "203.0.113.7");
    expect(await first).toMatchObject({ kind: "preview", ok: false, stopped: true });
    expect(stopped).toEqual([1]);
    expect(audit.list(1)[0]).toMatchObject({
      account: "owner@example.com",
      action: "preview",
      detail: expect.stringMatching(
        /^stopped after [\d.]+ s: a newer save is being previewed instead$/,
      ),
    });
    gate.release(2);
    expect(await second).toMatchObject({ kind: "preview", ok: true });
    expect(seen.builds).toBe(2);
    expect(await previewHome(publisher)).toContain("<h1>Second draft</h1>");
    expect(await publisher.previewIsCurrent()).toBe(true);
    expect(publisher.status().last).toMatchObject({ kind: "preview", ok: true });
    const folders = buildFolders(sourceDir);
    expect(folders).toEqual([publisher.status().preview?.id]);
    db.close();
  });

  it("keeps the last preview while the newer one builds, and the Publish page says it is being prepared, not that it failed", async () => {
    const gate = buildGate();
    const { publisher, headline, db } = await setup("preview-stopped-page", { gate });
    headline("Good");
    const good = publisher.preview("owner@example.com", null);
    gate.release(1);
    await good;
    const kept = publisher.status().preview;
    headline("Stale");
    const stale = publisher.preview("owner@example.com", null);
    await gate.started(2);
    headline("Newest");
    const newest = publisher.preview("owner@example.com", null);
    expect((await stale).stopped).toBe(true);
    await gate.started(3);
    expect(publisher.status()).toMatchObject({
      preview: kept,
      running: { kind: "preview" },
      last: { kind: "preview", ok: true },
    });
    expect(await previewHome(publisher)).toContain("<h1>Good</h1>");
    const page = await publishPage(publisher);
    expect(page).toContain("Preparing the preview");
    expect(page).not.toContain("could not be built");
    // One is on its way: no button to ask again.
    expect(page).not.toContain("Preview again");
    gate.release(3);
    expect(await newest).toMatchObject({ ok: true });
    expect(await previewHome(publisher)).toContain("<h1>Newest</h1>");
    db.close();
  });

  it("stops nothing when Preview is asked for while the saved content's own preview builds", async () => {
    const gate = buildGate();
    const { publisher, headline, stopped, seen, db } = await setup("preview-asked-again", { gate });
    headline("Saved");
    const building = publisher.preview("owner@example.com", null);
    await gate.started(1);
    const asked = publisher.preview("owner@example.com", null);
    gate.releaseAll();
    expect(await building).toMatchObject({ kind: "preview", ok: true });
    expect(await asked).toMatchObject({ kind: "preview", ok: true });
    expect(stopped).toEqual([]);
    expect(seen.builds).toBe(1);
    db.close();
  });

  it("stops nothing while a publish runs: a save then queues a preview, and later saves join it", async () => {
    const gate = buildGate();
    const { publisher, headline, stopped, seen, db } = await setup("preview-after-publish", {
      gate,
    });
    headline("Published");
    const publishing = publisher.publish("owner@example.com", null);
    await gate.started(1);
    headline("Saved during the publish");
    const previewing = publisher.preview("owner@example.com", null);
    headline("Saved again");
    const joined = publisher.preview("owner@example.com", null);
    gate.releaseAll();
    const published = await publishing;
    expect(published).toMatchObject({ kind: "publish", ok: true });
    expect(published.stopped).toBeUndefined();
    expect(await previewing).toMatchObject({ kind: "preview", ok: true });
    expect(await joined).toBe(await previewing);
    expect(stopped).toEqual([]);
    expect(seen.builds).toBe(2);
    expect(await previewHome(publisher)).toContain("<h1>Saved again</h1>");
    db.close();
  });
});
