import type { Locator, Page } from "@playwright/test";
import { site } from "../../../src/collections/facts";
import { expect } from "../fixtures";
import { todayUsLong } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * The legal pages (spec section 2, "Company and legal pages"). The section headings and the
 * spec's commitments are written out here, not imported from the content modules: the check is
 * the independent one. The contact details are the placeholders of site.ts (they change before
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
type LegalDocument = (typeof documents)[number];

/** The numbered sections of the document (the summary box and the contents are not numbered). */
const documentHeadings = (page: Page) => page.locator("main section[id] > h2");

/** A numbered section, found by its heading. */
const sectionTitled = (page: Page, title: string) =>
  page.locator("main section[id]").filter({
    has: page.getByRole("heading", { level: 2, name: title, exact: true }),
  });

const contents = (page: Page) => page.getByRole("navigation", { name: "Contents" });

/**
 * Waits, through the smooth scroll, until the URL ends with `hash` and `target` is on screen with
 * its top below the sticky header's bottom edge (a heading scrolled to must not hide under it).
 */
async function expectScrolledTo(target: Locator, hash: string) {
  await expect
    .poll(
      () =>
        target.evaluate((element, expectedHash) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector("body > header")?.getBoundingClientRect();
          return {
            hash: location.hash === expectedHash,
            inViewport:
              box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
            belowHeader: box.top >= (header?.bottom ?? 0) - 1,
          };
        }, hash),
      { message: `scrolled to ${hash}` },
    )
    .toEqual({ hash: true, inViewport: true, belowHeader: true });
}

/** The checks both documents share. */
const documentChecks = (doc: LegalDocument): PageCheck[] => [
  {
    name: "shows every section of the spec, numbered, with today's date",
    run: async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.h1);
      await expect(documentHeadings(page)).toHaveText(doc.sections);
      // Written by an inline script as the page is parsed, from the browser's clock.
      await expect(page.getByText(/Last Updated/)).toHaveText(`Last Updated: ${todayUsLong()}`);
      await expect(page.locator("main")).not.toContainText(
        /\bundefined\b|\bNaN\b|\[object Object\]/,
      );
    },
  },
  {
    name: "ends with the contact details",
    run: async ({ page }) => {
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
    },
  },
  {
    name: "reads at a comfortable measure",
    run: async ({ page }) => {
      // The widest paragraph holds at most about 75 characters per line. A zero's width is
      // measured on a detached canvas in the paragraph's font, so the page is left untouched.
      const charsPerLine = await page.locator("main section[id] p").evaluateAll((paragraphs) => {
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no 2D canvas to measure text with");
        return Math.max(
          ...paragraphs.map((paragraph) => {
            const style = getComputedStyle(paragraph);
            context.font = style.font;
            context.letterSpacing = style.letterSpacing;
            const zero = context.measureText("0".repeat(10)).width / 10;
            return paragraph.getBoundingClientRect().width / zero;
          }),
        );
      });
      expect(charsPerLine).toBeGreaterThan(55);
      expect(charsPerLine).toBeLessThanOrEqual(72);
    },
  },
  {
    name: "fits a phone: the document is no wider than the screen",
    widths: ["phone"],
    run: async ({ page }) => {
      // The document itself never runs wider than the screen (the shell has its own tests).
      const overflow = await page
        .locator("main")
        .evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow, "horizontal overflow of the page content at 390 px").toBe(0);
    },
  },
  {
    name: "every internal link resolves: the page links to internal paths",
    run: async ({ html }) => {
      expect(html).toMatch(/<a\b[^>]*?\shref="\//);
    },
  },
  {
    name: "the contents link every section, in order, to its anchor",
    run: async ({ page }) => {
      await expect(contents(page).getByRole("link")).toHaveText(doc.sections);
      const links = await page
        .locator("nav#contents a")
        .evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""));
      const anchors = await page
        .locator("main section[id]")
        .evaluateAll((sections) =>
          sections
            .filter((section) => section.querySelector(":scope > h2"))
            .map((section) => `#${section.id}`),
        );
      expect(links).toEqual(anchors);
    },
  },
];

/**
 * Following the contents and 'Back to contents': the two documents share the template and its
 * script, so the privacy policy stands for both (each document's links are read above).
 */
const contentsNavigationChecks = (doc: LegalDocument): PageCheck[] => [
  {
    name: "the contents list every section and its links scroll to them",
    staysOnPage: true,
    run: async ({ page }) => {
      const links = contents(page).getByRole("link");
      await expect(links).toHaveText(doc.sections);

      // The anchor of each numbered section, by its heading's text.
      const anchors = new Map(
        await page
          .locator("main section[id]")
          .evaluateAll((sections) =>
            sections.map((section): [string, string] => [
              (section.querySelector(":scope > h2")?.textContent ?? "").replace(/\s+/g, " ").trim(),
              section.id,
            ]),
          ),
      );
      // The links' names and the headings' texts are checked above: plain selectors from here on.
      for (const [index, title] of doc.sections.entries()) {
        const id = anchors.get(title);
        expect(id, `anchor of ${title}`).toBeTruthy();
        await page.locator("nav#contents a").nth(index).click();
        await expectScrolledTo(page.locator(`section[id="${id}"] > h2`), `#${id}`);
      }
    },
  },
  {
    name: "'Back to contents' returns to the contents on a phone",
    widths: ["phone"],
    staysOnPage: true,
    run: async ({ page }) => {
      const back = page.getByRole("link", { name: "Back to contents", exact: true });
      await back.scrollIntoViewIfNeeded();
      await back.click();
      await expectScrolledTo(
        contents(page).getByRole("heading", { name: "Contents" }),
        "#contents",
      );
    },
  },
];

const [privacyPolicy, termsOfService] = documents as [LegalDocument, LegalDocument];

export const checks: PageChecks = {
  "/privacy-policy": [
    ...documentChecks(privacyPolicy),
    ...contentsNavigationChecks(privacyPolicy),
    {
      name: "names what the contact form collects and where it goes",
      run: async ({ page }) => {
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
        const sharing = sectionTitled(page, "3. How We Share Your Information");
        await expect(sharing).toContainText("emailed to our own company inbox");
        await expect(sharing).toContainText("does not include your IP address");
        const retention = sectionTitled(page, "6. Data Retention");
        await expect(retention).toContainText(
          "24 months after we receive it and then deleted automatically",
        );
        await expect(retention).toContainText("deleted from our server once it has been received");
        await expect(retention).toContainText(
          "for 30 days so a genuine request is not lost, and then deleted automatically",
        );
        await expect(retention).toContainText(
          "and of exports and deletions, is kept for 12 months",
        );
        await expect(sectionTitled(page, "4. Data Security")).toContainText(
          "only the people at our firm who answer inquiries can read them, each through their own password-protected account",
        );
      },
    },
    {
      name: "lists the five rights and how to use them",
      run: async ({ page }) => {
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
      },
    },
    {
      name: "does not serve children under 13 and gives 30 days notice of changes",
      run: async ({ page }) => {
        await expect(sectionTitled(page, "8. Children’s Privacy")).toContainText(
          "not directed to children under 13",
        );
        await expect(sectionTitled(page, "9. Changes to This Policy")).toContainText(
          "at least 30 days notice",
        );
      },
    },
    {
      // What the sentence promises when analytics is off, that no request leaves the site, is
      // checked on every page by pages.spec.ts from before the load to the island's hydration.
      name: "describes analytics as this build is configured",
      run: async ({ page }) => {
        const collected = sectionTitled(page, "1. Information We Collect");
        await expect(collected).toContainText("Google Analytics 4");
        await expect(collected).toContainText(
          process.env.GA_MEASUREMENT_ID
            ? "Google Analytics is currently turned on"
            : "Google Analytics is currently turned off",
        );
      },
    },
  ],

  "/terms-of-service": [
    ...documentChecks(termsOfService),
    {
      name: "leaves the governing-law state as a visible placeholder",
      run: async ({ page }) => {
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
      },
    },
    {
      name: "gives 30 days notice of material changes",
      run: async ({ page }) => {
        await expect(sectionTitled(page, "14. Changes to These Terms")).toContainText(
          "at least 30 days notice",
        );
      },
    },
  ],
};
