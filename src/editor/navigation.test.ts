import { expect, it } from "vitest";
import config from "../../keystatic.config";
import pageList from "../content/page-list.json" with { type: "json" };
import { entryKey } from "./page-families";

const navigation = (config.ui?.navigation ?? {}) as Record<string, string[]>;

it("lists every entry of the editor once, in the owner's sections", () => {
  const entries = [
    ...Object.keys(config.collections ?? {}),
    ...Object.keys(config.singletons ?? {}),
  ];
  const listed = Object.values(navigation).flat();
  expect([...listed].sort()).toEqual([...entries].sort());
  expect(Object.keys(navigation)).toEqual([
    "Pages",
    "Across the site",
    "Articles, events and stories",
    "Free guide",
  ]);
});

it("lists the pages Home first, then in the order of the site's menus", () => {
  const pages = navigation.Pages ?? [];
  expect(pages[0]).toBe("pageHome");
  const menuOf = (key: string) => {
    const group = pageList.pages.find((page) => entryKey(page.path) === key)?.group;
    return group === undefined
      ? pageList.menus.length
      : pageList.menus.findIndex(({ key }) => key === group);
  };
  const order = pages.slice(1).map(menuOf);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

it("names no entry with a developer's word", () => {
  const labels = [
    ...Object.values(config.collections ?? {}),
    ...Object.values(config.singletons ?? {}),
  ].map((entry) => entry.label);
  for (const label of labels)
    expect(label).not.toMatch(/singleton|collection|\.json|\/|\{\{|Guide:/i);
});
