import type { Locator } from "@playwright/test";
import { expect } from "../fixtures";
import { heroOf, sitePages } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * Hero visuals: from 1024 px every page family's hero shows its visual in the right
 * half. On a phone a drawing shows small at the top right, beside the eyebrow, and a case study's
 * panel stays hidden. Drawings are decorative (aria-hidden SVG); the case-study
 * panels are real text with the page's result metrics, written out here as the spec and the
 * case-study pages give them (independent of the content modules). Axe with the visual shown is
 * the runner's axe step at both widths, which runs after these checks found the visual visible;
 * that nothing in the hero shifts, the runner's last step (layout-shift.ts).
 */
export const withVisual = sitePages.filter(
  (page) => !["legal", "utility", "article"].includes(page.kind),
);

const caseStudyMetrics: Readonly<Record<string, readonly string[]>> = {
  "/manufacturing-automation": ["40%", "60%", "35%", "25%"],
  "/retail-operations": ["22%", "31%", "8%", "12 hrs"],
  "/service-industry": ["45%", "9 days", "18%", "30%"],
  "/ecommerce-solutions": ["90%", "70%", "100%", "12%"],
  "/healthcare-operations": ["38%", "20 min", "18 days", "60 hrs"],
  "/dealership-automation": ["4 min", "1 day", "40%", "16%"],
};

const shownAtDesktop: PageCheck = {
  name: "the hero shows its visual at 1280 px",
  run: async ({ page, entry }) => {
    const hero = heroOf(page);
    await expect(hero).toHaveCount(1);
    const visual = hero.locator("[data-hero-visual]");
    await expect(visual).toHaveCount(1);
    await expect(visual).toBeVisible();

    // Inside the hero, in its right half, and big enough to be seen.
    const heroBox = await hero.boundingBox();
    const box = await visual.boundingBox();
    if (!heroBox || !box) throw new Error("no bounding box");
    expect(box.x).toBeGreaterThanOrEqual(heroBox.x + heroBox.width / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
    expect(box.y).toBeGreaterThanOrEqual(heroBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(200);

    const metrics = caseStudyMetrics[entry.path];
    if (metrics) {
      // Informative: a figure named by its caption, listing the page's own result metrics.
      const panel = visual.getByRole("figure", { name: "Results at a glance" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("listitem")).toHaveCount(metrics.length);
      await expect(panel.locator("[data-panel-metric]")).toHaveText([...metrics]);
      for (const item of await panel.getByRole("listitem").allTextContents()) {
        const words = item.trim().split(/\s+/).length;
        expect(words, `metric and what it measured: "${item}"`).toBeGreaterThanOrEqual(3);
      }
    } else {
      // Decorative: one SVG drawing, hidden from assistive technology, in a fixed 4:3 box.
      const drawing = visual.locator(":scope > div > svg");
      await expect(drawing).toHaveCount(1);
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      await expect(drawing).toHaveAttribute("viewBox", "0 0 480 360");
      expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
      await expect(visual.locator("img, picture, image, foreignObject")).toHaveCount(0);
      expect(await drawing.locator("path, rect, circle").count()).toBeGreaterThan(10);
    }
  },
};

const boxOf = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no bounding box");
  return found;
};

const drawingOnPhones: PageCheck = {
  name: "the phone hero shows its drawing small on the first screen, beside the eyebrow",
  widths: ["phone"],
  run: async ({ page }) => {
    // The same element as at 1280 px, resized: one rendering of the drawing per page.
    const hero = heroOf(page);
    const visual = hero.locator("[data-hero-visual]");
    await expect(visual).toHaveCount(1);
    await expect(visual.locator(":scope > div > svg")).toHaveAttribute("aria-hidden", "true");
    await expect(visual).toBeInViewport({ ratio: 1 });
    const drawing = await boxOf(visual);
    const heroBox = await boxOf(hero);
    expect(drawing.y).toBeGreaterThanOrEqual(heroBox.y);
    expect(drawing.x + drawing.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
    // Small: a glance at the page's subject, not a banner that pushes the title down.
    expect(drawing.height).toBeGreaterThanOrEqual(96);
    expect(drawing.height).toBeLessThanOrEqual(160);
    expect(Math.abs(drawing.width / drawing.height - 4 / 3)).toBeLessThan(0.02);

    // The eyebrow's words end left of the drawing; the title starts just below it, and the
    // title and the hero's first button stay on the first screen.
    const eyebrowTextRight = await hero
      .locator("p")
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right;
      });
    expect(eyebrowTextRight).toBeLessThanOrEqual(drawing.x);
    const title = page.getByRole("heading", { level: 1 });
    const titleTop = (await boxOf(title)).y;
    expect(titleTop).toBeGreaterThanOrEqual(drawing.y + drawing.height);
    expect(titleTop - (drawing.y + drawing.height)).toBeLessThanOrEqual(24);
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(hero.locator("a, button").first()).toBeInViewport({ ratio: 1 });
  },
};

const panelHiddenOnPhones: PageCheck = {
  name: "the phone hero leaves the results panel to the page below",
  widths: ["phone"],
  run: async ({ page }) => {
    await expect(heroOf(page).locator("[data-hero-visual]")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  },
};

export const checks: PageChecks = Object.fromEntries(
  withVisual.map((entry) => [
    entry.path,
    [shownAtDesktop, caseStudyMetrics[entry.path] ? panelHiddenOnPhones : drawingOnPhones],
  ]),
);
