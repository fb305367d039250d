import { expect, test, widths } from "./fixtures";

/** The phone header: the primary call to action beside the menu button, and the open menu's backdrop. */
test.describe("phone header", () => {
  test.use(widths.phone);

  for (const width of [320, 390]) {
    test(`at ${width} px the header holds the logo, GET STARTED and the menu button on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/pricing");
      const banner = page.getByRole("banner");
      const cta = banner.getByRole("button", { name: "GET STARTED", exact: true });
      const menu = banner.getByRole("button", { name: "Open menu" });
      await expect(cta).toBeVisible();
      await expect(menu).toBeVisible();
      const [logoBox, ctaBox, menuBox] = await Promise.all([
        banner.getByRole("link").filter({ hasText: "Emerald City" }).first().boundingBox(),
        cta.boundingBox(),
        menu.boundingBox(),
      ]);
      if (!logoBox || !ctaBox || !menuBox) throw new Error("header not laid out");
      // Side by side, inside the screen, each at least a 44 px touch target in height.
      expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(ctaBox.x);
      expect(ctaBox.x + ctaBox.width).toBeLessThanOrEqual(menuBox.x);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      expect(ctaBox.height).toBeGreaterThanOrEqual(44);
      expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      // The same action as the desktop header's primary button.
      await expect(cta).toHaveAttribute("data-contact-source", "header");
      await cta.click();
      await expect(page.getByRole("dialog", { name: "Get Started" })).toBeVisible();
    });
  }

  test("the open menu shows each action once and dims the page beside and below it, not the header", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // GET STARTED stays beside the menu button; the menu adds the booking link.
    await expect(
      page
        .getByRole("banner")
        .getByRole("button", { name: "GET STARTED" })
        .filter({ visible: true }),
    ).toHaveCount(1);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /^Book a Call/ })
        .filter({ visible: true }),
    ).toHaveCount(1);
    const backdrop = await page.getByRole("navigation", { name: "Mobile" }).evaluate((menu) => {
      const style = getComputedStyle(menu, "::backdrop");
      return { top: style.top, background: style.backgroundColor };
    });
    expect(backdrop).toEqual({ top: "64px", background: "rgba(15, 23, 42, 0.5)" });
    // A press on the dimmed page closes the menu (light dismiss), and the page is back.
    await page.mouse.click(200, 800);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});
