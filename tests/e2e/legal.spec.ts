import { expect, type Locator, type Page, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, todayUsLong, waitForApp, watchProblems } from "./helpers";

/**
 * The legal pages (spec section 2, "Company and legal pages"). The section headings and the
 * spec's commitments are written out here, not imported from the content modules: the test is
 * the independent check. The contact details are the placeholders of site.ts (they change before
 * deploy), so those are imported.
 */
const documents = [
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    // collected information, use, sharing, security, rights, retention, third-party links,
    // children under 13, changes, contact
    sections: [
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. How We Share Your Information",
      "4. Data Security",
      "5. Your Privacy Rights",
      "6. Data Retention",
      "7. Third-Party Links",
      "8. Children’s Privacy",
      "9. Changes to This Policy",
      "10. Contact Us",
    ],
    contactEmail: site.privacyEmail,
  },
  {
    path: "/terms-of-service",
    h1: "Terms of Service",
    // acceptance, service description, use license, service agreements, IP, user
    // responsibilities, prohibited uses, disclaimer, limitations, accuracy, links, termination,
    // governing law, changes, severability, contact
    sections: [
      "1. Acceptance of Terms",
      "2. Description of Services",
      "3. Use License",
      "4. Service Agreements",
      "5. Intellectual Property",
      "6. User Responsibilities",
      "7. Prohibited Uses",
      "8. Disclaimer",
      "9. Limitation of Liability",
      "10. Accuracy of Materials",
      "11. Links to Other Websites",
      "12. Termination",
      "13. Governing Law",
      "14. Changes to These Terms",
      "15. Severability",
      "16. Contact Us",
    ],
    contactEmail: site.email,
  },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
}

/** The numbered sections of the document (the summary box and the contents are not numbered). */
const documentHeadings = (page: Page) => page.locator("main section[id] > h2");

/** A numbered section, found by its heading. */
const sectionTitled = (page: Page, title: string) =>
  page.locator("main section[id]").filter({
    has: page.getByRole("heading", { level: 2, name: title, exact: true }),
  });

const contents = (page: Page) => page.getByRole("navigation", { name: "Contents" });

/** The sticky header's bottom edge: a heading scrolled to must not hide under it. */
const headerBottom = (page: Page) =>
  page.locator("body > header").evaluate((header) => header.getBoundingClientRect().bottom);

async function expectScrolledIntoView(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const top = await headerBottom(page);
  await expect
    .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(top - 1);
}

for (const doc of documents) {
  test.describe(doc.path, () => {
    test("shows every section of the spec, numbered, with today's date", async ({ page }) => {
      const problems = watchProblems(page);
      await open(page, doc.path);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.h1);
      await expect(documentHeadings(page)).toHaveText(doc.sections);
      await expect(page.getByText(/Last Updated/)).toHaveText(`Last Updated: ${todayUsLong()}`);
      await expect(page.locator("main")).not.toContainText(
        /\bundefined\b|\bNaN\b|\[object Object\]/,
      );

      expect(problems, "console errors and failed requests").toEqual([]);
    });

    test("the contents list every section and its links scroll to them", async ({ page }) => {
      await open(page, doc.path);
      const links = contents(page).getByRole("link");
      await expect(links).toHaveText(doc.sections);

      for (const title of doc.sections) {
        await contents(page).getByRole("link", { name: title, exact: true }).click();
        const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
        const id = await sectionTitled(page, title).getAttribute("id");
        expect(id, `anchor of ${title}`).toBeTruthy();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectScrolledIntoView(page, heading);
      }
    });

    test("ends with the contact details", async ({ page }) => {
      await open(page, doc.path);
      const contact = sectionTitled(page, doc.sections.at(-1) ?? "");
      await expect(contact.getByRole("link", { name: doc.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${doc.contactEmail}`,
      );
      await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        site.phoneHref,
      );
      await expect(contact).toContainText("Seattle, WA");
    });

    test("reads at a comfortable measure and fits a phone", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, doc.path);
      // The widest paragraph holds at most about 75 characters per line.
      const charsPerLine = await page.locator("main section[id] p").evaluateAll((paragraphs) =>
        Math.max(
          ...paragraphs.map((paragraph) => {
            const probe = document.createElement("span");
            probe.textContent = "0".repeat(10);
            paragraph.append(probe);
            const zero = probe.getBoundingClientRect().width / 10;
            probe.remove();
            return paragraph.getBoundingClientRect().width / zero;
          }),
        ),
      );
      expect(charsPerLine).toBeGreaterThan(55);
      expect(charsPerLine).toBeLessThanOrEqual(72);

      await page.setViewportSize({ width: 390, height: 844 });
      // The document itself never runs wider than the screen (the shell has its own tests).
      const overflow = await page
        .locator("main")
        .evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow, "horizontal overflow of the page content at 390 px").toBe(0);
    });

    test("'Back to contents' returns to the contents on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, doc.path);
      const back = page.getByRole("link", { name: "Back to contents", exact: true });
      await back.scrollIntoViewIfNeeded();
      await back.click();
      await expect(page).toHaveURL(/#contents$/);
      await expectScrolledIntoView(page, contents(page).getByRole("heading", { name: "Contents" }));
    });

    for (const width of [1280, 390]) {
      test(`has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, doc.path);
        await expectNoAxeViolations(page);
      });
    }

    test("every internal link resolves", async ({ page }) => {
      await open(page, doc.path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const paths = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const response = await page.request.get(path, { maxRedirects: 0 });
        expect(response.status(), `GET ${path}`).toBe(200);
      }
    });
  });
}

test.describe("/privacy-policy", () => {
  test("names what the contact form collects and where it goes", async ({ page }) => {
    await open(page, "/privacy-policy");
    const collected = sectionTitled(page, "1. Information We Collect");
    for (const field of [
      "First and last name",
      "Company",
      "Email address",
      "Phone number",
      "Description",
    ]) {
      await expect(collected.getByRole("term").getByText(field, { exact: true })).toBeVisible();
    }
    await expect(collected).toContainText("the page or button you sent the form from");
    await expect(collected).toContainText("IP address");
    await expect(collected).toContainText("user-agent");
    await expect(sectionTitled(page, "3. How We Share Your Information")).toContainText(
      "does not include your IP address",
    );
    const retention = sectionTitled(page, "6. Data Retention");
    await expect(retention).toContainText(
      "24 months after we receive it and then deleted automatically",
    );
    await expect(retention).toContainText("deleted from our server once the CRM has received it");
  });

  test("lists the five rights and how to use them", async ({ page }) => {
    await open(page, "/privacy-policy");
    const rights = sectionTitled(page, "5. Your Privacy Rights");
    await expect(rights.getByRole("term")).toHaveText([
      "Access",
      "Correction",
      "Deletion",
      "Portability",
      "Opt-out",
    ]);
    await expect(rights.getByRole("link", { name: site.privacyEmail })).toHaveAttribute(
      "href",
      `mailto:${site.privacyEmail}`,
    );
    await expect(rights).toContainText("We answer within 30 days.");
  });

  test("does not serve children under 13 and gives 30 days notice of changes", async ({ page }) => {
    await open(page, "/privacy-policy");
    await expect(sectionTitled(page, "8. Children’s Privacy")).toContainText(
      "not directed to children under 13",
    );
    await expect(sectionTitled(page, "9. Changes to This Policy")).toContainText(
      "at least 30 days notice",
    );
  });

  test("describes analytics as this build is configured", async ({ page }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await open(page, "/privacy-policy");
    const collected = sectionTitled(page, "1. Information We Collect");
    await expect(collected).toContainText("Google Analytics 4");
    if (process.env.GA_MEASUREMENT_ID) {
      await expect(collected).toContainText("Google Analytics is currently turned on");
    } else {
      await expect(collected).toContainText("Google Analytics is currently turned off");
      // What the sentence promises: no request leaves the site's own origin.
      expect([...origins]).toEqual([new URL(page.url()).origin]);
    }
  });
});

test.describe("/terms-of-service", () => {
  test("leaves the governing-law state as a visible placeholder", async ({ page }) => {
    await open(page, "/terms-of-service");
    const placeholders = sectionTitled(page, "13. Governing Law").getByText("[STATE]", {
      exact: true,
    });
    await expect(placeholders).toHaveCount(2);
    await expect(placeholders.first()).toBeVisible();
    // Highlighted, so nobody publishes it unfilled by accident.
    const [background, paragraph] = await placeholders
      .first()
      .evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element.parentElement as Element).backgroundColor,
      ]);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
    expect(background).not.toBe(paragraph);
  });

  test("gives 30 days notice of material changes", async ({ page }) => {
    await open(page, "/terms-of-service");
    await expect(sectionTitled(page, "14. Changes to These Terms")).toContainText(
      "at least 30 days notice",
    );
  });
});
