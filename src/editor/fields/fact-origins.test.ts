import { expect, it } from "vitest";
import { tokenNames } from "~/lib/tokens";
import config from "../../../keystatic.config";
import { blogCategoriesKey, factEntries, factOrigin, figureNote, noteWords } from "./fact-origins";

it("links to the editor's own entries for the facts, the prices and the blog's categories", () => {
  const singletons: Record<string, { label: string }> = config.singletons ?? {};
  for (const { key, label } of factEntries) expect(singletons[key]?.label).toBe(label);
  expect(singletons[blogCategoriesKey]?.label).toBe("Blog categories");
});

it("says where every figure copy can show is set, in the owner's words", () => {
  for (const name of tokenNames) {
    const origin = factOrigin(name);
    expect(origin, name).toBeDefined();
    expect(origin?.href, name).toMatch(/^\/keystatic\/singleton\/\w+$/);
    expect(`${origin?.what} ${origin?.link}`, name).not.toMatch(/[{}_]|\.json|src\/|\w\.\w/);
  }
  expect(factOrigin("claims.nope")).toBeUndefined();
  expect(factOrigin("site")).toBeUndefined();
});

/** The sentence under the field for a figure, and where its link goes. */
function sentence(name: string, shown: string, lower = false) {
  const note = figureNote(name, shown, lower);
  return note && { words: noteWords(note), href: note.href };
}

it("names a figure by its field's label after its group's", () => {
  expect(sentence("pricing.implementation.price", "$4,900")).toEqual({
    words: "$4,900 is Strategic Implementation › Price, set in Prices and figures",
    href: "/keystatic/singleton/claims",
  });
  expect(sentence("claims.hoursSavedWeekly", "20+")?.words).toBe(
    "20+ is Figures the pages state › Hours saved every week, set in Prices and figures",
  );
  expect(sentence("site.phone", "(206) 555-0142")).toEqual({
    words: "(206) 555-0142 is Phone, set in Company facts",
    href: "/keystatic/singleton/site",
  });
  expect(sentence("site.address.locality", "Seattle")?.words).toBe(
    "Seattle is Address › City, set in Company facts",
  );
});

it("says when the copy shows a figure in lower case, or takes part of one", () => {
  expect(sentence("priceLabels.processAutomation", "starting at $4,500", true)?.words).toBe(
    "starting at $4,500 is Price lines of the services › Process Automation, in lower case, set in Prices and figures",
  );
  expect(sentence("site.founder.firstName", "Jordan")).toEqual({
    words: "Jordan is the first word of Founder › Name, set in Company facts",
    href: "/keystatic/singleton/site",
  });
});

it("says the blog's figures are counted from its categories", () => {
  expect(sentence("blog.articleCount", "69")).toEqual({
    words: "69 is the number of articles, counted from the blog's categories",
    href: "/keystatic/singleton/blogCategories",
  });
  expect(sentence("blog.categoryCount", "6")?.words).toBe(
    "6 is the number of categories, counted from the blog's categories",
  );
});
