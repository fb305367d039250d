import type { CDPSession, Locator } from "@playwright/test";
import { expect, test, widths } from "./fixtures";

/**
 * The first view's rendering work, counted (never timed) from Chromium's own trace: how many
 * objects its layouts lay out and how many elements the document holds. Sections after the hero,
 * an article's blocks after its opening ones and the footer wait until they come near the screen
 * (app.css, decisions 073 and 078), so a page's first layouts cover about its first screens, not
 * its eighteen; a change that brings the whole page back into the first layout (a rule removed, a
 * section outside `main`, an article body of another shape) fails here.
 */
interface TraceEvent {
  name: string;
  args?: { beginData?: { totalObjects?: number } };
}

async function traced(cdp: CDPSession, load: () => Promise<unknown>) {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline",
    transferMode: "ReportEvents",
  });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

test.use(widths.phone);

/** Waits until `element` is drawn: `toBeVisible()` passes on content the page skips as well. */
const drawn = (element: Locator) =>
  expect
    .poll(() => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);

/** Each page's first layouts: the whole page lays out the first figure, its first screens under the budget. */
const pages = [
  { name: "home", path: "/", whole: 900, budget: 500 },
  { name: "an article", path: "/blog/change-management-automation", whole: 715, budget: 350 },
];

for (const { name, path, whole, budget } of pages) {
  test(`${name}'s first view lays out its first screens only (${budget} of about ${whole} objects), and its document stays small`, async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    const events = await traced(cdp, async () => {
      await page.goto(path, { waitUntil: "load" });
      // Two frames after load: whatever the first view lays out has been laid out.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    });
    const laidOut = events
      .filter(({ name }) => name === "Layout")
      .map(({ args }) => args?.beginData?.totalObjects ?? 0);
    expect(laidOut.length, "the trace holds the page's layouts").toBeGreaterThan(0);
    expect(Math.max(...laidOut)).toBeLessThanOrEqual(budget);
    expect(
      await page.evaluate(() => document.getElementsByTagName("*").length),
    ).toBeLessThanOrEqual(950);

    // What waits is drawn as it comes near: the footer, at the bottom, is laid out and seen.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await drawn(page.getByRole("contentinfo").getByRole("link").first());
  });
}

/**
 * Until the footer is drawn, its height is the stylesheet's estimate for the layout at that width
 * (app.css). Far off, the scroll bar jumps when it is drawn, and a tool that reads the footer first
 * (Lighthouse's contrast check hit-tests its links) finds them past the page's end, on white.
 */
test("the footer's estimated height is within a tenth of its drawn height at every layout", async ({
  page,
}) => {
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/process-audit");
    const footer = page.getByRole("contentinfo");
    const estimate = await footer.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace("auto", "")),
    );
    await footer.scrollIntoViewIfNeeded();
    await drawn(footer.getByRole("link").last());
    const height = await footer.evaluate((element) => element.getBoundingClientRect().height);
    expect(
      Math.abs(estimate - height),
      `at ${width} px: ${estimate} estimated, ${height} drawn`,
    ).toBeLessThanOrEqual(height / 10);
  }
});
