/**
 * The owner's data files outside the pages (site facts, claims, page list, contact intents,
 * downloads) as they are, and what a bad value does: it stops the build with the file and the
 * field named.
 */
import claimsFile from "~/content/claims.json" with { type: "json" };
import intentsFile from "~/content/contact-intents.json" with { type: "json" };
import downloadsFile from "~/content/downloads.json" with { type: "json" };
import pageListFile from "~/content/page-list.json" with { type: "json" };
import siteFile from "~/content/site.json" with { type: "json" };
import { contactIntentsSchema } from "../contact-intents/schema";
import { downloadsSchema } from "../downloads/schema";
import { pageListSchema } from "../page-list/schema";
import { checkData } from "../schema-rules";
import { claimsSchema, siteSchema } from "./schema";

const copy = <T>(value: T): T => structuredClone(value);

describe("the data files", () => {
  it("pass their schemas as they are", () => {
    expect(() => checkData("site.json", siteSchema, siteFile)).not.toThrow();
    expect(() => checkData("claims.json", claimsSchema, claimsFile)).not.toThrow();
    expect(() => checkData("page-list.json", pageListSchema, pageListFile)).not.toThrow();
    expect(() => checkData("intents.json", contactIntentsSchema, intentsFile)).not.toThrow();
    expect(() => checkData("downloads.json", downloadsSchema, downloadsFile)).not.toThrow();
  });

  it("stop on a missing or empty fact, naming the file and the field", () => {
    const site = copy(siteFile) as Partial<typeof siteFile>;
    delete site.phone;
    expect(() => checkData("src/content/site.json", siteSchema, site)).toThrow(
      "src/content/site.json: phone: Required",
    );
    const claims = copy(claimsFile);
    claims.claims.hoursSavedWeekly = " ";
    expect(() => checkData("src/content/claims.json", claimsSchema, claims)).toThrow(
      "src/content/claims.json: claims.hoursSavedWeekly: must not be empty",
    );
  });

  it("take a menu renamed by the owner, its pages still in it", () => {
    const list = copy(pageListFile);
    const about = list.menus.find(({ key }) => key === "about");
    if (about) about.name = "Company";
    const read = checkData("src/content/page-list.json", pageListSchema, list);
    expect(read.menus.at(-1)).toEqual({ key: "about", name: "Company" });
    expect(read.pages.find(({ path }) => path === "/pricing")?.group).toBe("about");
  });

  it("stop on a page list with an unknown token, menu or page", () => {
    const check = (change: (list: typeof pageListFile) => void) => () => {
      const list = copy(pageListFile);
      change(list);
      checkData("src/content/page-list.json", pageListSchema, list);
    };
    expect(
      check((list) => {
        (list.pages[0] as { description: string }).description = "Save {{claims.hoursSaved}} hours";
      }),
    ).toThrow(
      "src/content/page-list.json: pages.0.description: unknown token {{claims.hoursSaved}}",
    );
    expect(
      check((list) => {
        (list.pages[1] as { group?: string }).group = "solutions";
      }),
    ).toThrow(
      "src/content/page-list.json: pages.1.group: the menu must be one of: Automation Solutions, Process Analysis",
    );
    expect(
      check((list) => {
        (list.pages[2] as { canonical?: string }).canonical = "/nowhere";
      }),
    ).toThrow("src/content/page-list.json: pages.2.canonical: no page /nowhere");
  });

  it("fill the page list's tokens with the facts", () => {
    const list = checkData("page-list.json", pageListSchema, pageListFile);
    expect(list.pages[0]?.description).toContain(
      `save ${claimsFile.claims.hoursSavedWeekly} hours`,
    );
    expect(list.pages.find((page) => page.path === "/pricing")?.description).toContain(
      `by ${claimsFile.pricing.enterprise.price.toLowerCase()}.`,
    );
  });

  it("stop on a contact intent without words or a download asked for by two buttons", () => {
    const intents = copy(intentsFile);
    intents.guide.submit = "";
    expect(() =>
      checkData("src/content/contact-intents.json", contactIntentsSchema, intents),
    ).toThrow("src/content/contact-intents.json: guide.submit: must not be empty");
    const downloads = copy(downloadsFile);
    downloads.downloads.readinessAssessment.requestedBy.push("Get Free Guide");
    downloads.downloads.implementationChecklist.href = "/guides/Checklist.PDF";
    const check = () => checkData("src/content/downloads.json", downloadsSchema, downloads);
    expect(check).toThrow("src/content/downloads.json: downloads.implementationChecklist.href:");
    expect(check).toThrow(
      "src/content/downloads.json: downloads: a button label asks for one download only",
    );
    const sameAddress = copy(downloadsFile);
    sameAddress.downloads.implementationChecklist.href = sameAddress.downloads.completeGuide.href;
    expect(() => checkData("src/content/downloads.json", downloadsSchema, sameAddress)).toThrow(
      'src/content/downloads.json: downloads.implementationChecklist.href: "The complete guide" and "The implementation checklist" are both published at /guides/complete-business-automation-guide.pdf: each PDF needs its own address',
    );
  });
});
