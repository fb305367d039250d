/**
 * The page list (src/content/page-list.json): every page but the articles, and the menus. The site
 * finds its pages by address and kind and a page names its menu by key (a renamed menu keeps its
 * pages): the editor keeps those as stored, so no page or menu is added there. A plain module.
 */
import { z } from "astro/zod";
import pageList from "../../content/page-list.json" with { type: "json" };
import { copy, copyLine, custom, entry, fixed, group, list, text } from "../model/fields";
import { recordRule } from "../model/rules";

/** The families of pages; each family's pages share a template (or are one of a kind). */
export const pageKinds = [
  "home",
  "service",
  "assessment",
  "case-study",
  "resource",
  "blog",
  "company",
  "legal",
  "utility",
] as const;

const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "must be a path such as /process-automation");

/** Each menu's lasting name ("automation-solutions"), set by the developer who adds the menu. */
const menuKeys = pageList.menus.map(({ key }) => key) as [string, ...string[]];
const menuKey = {
  regex: new RegExp(`^(${menuKeys.join("|")})$`),
  message: "Choose one of the menus",
};

const addedPage = "A page is added with its words by the site's developer: remove this entry.";

/** Structure the owner has no use for seeing: kept as stored. */
const kept = <Rule extends z.ZodTypeAny>(rule: Rule, label: string) =>
  fixed(rule, { label, refusal: addedPage, hidden: true });

const listedPageFields = {
  path: fixed(sitePath, {
    label: "Address",
    help: "Where the page is on the site.",
    refusal: addedPage,
  }),
  name: text({
    label: "Name in the menus",
    help: "Also its name in the trail of links above the page.",
  }),
  title: copyLine({
    label: "Title",
    help: "The page's title in search results and the browser's tab; the company's name follows it.",
  }),
  description: copy({
    label: "Description",
    help: "What search results show under the title. Figures such as the weekly hours saved, a service's price line or a package's price are set in Prices and figures; the founding year and the number of clients in Company facts.",
  }),
  keywords: list(text({ label: "Keyword" }), {
    label: "Keywords",
    help: "What people search for to find it.",
    min: 1,
  }),
  kind: kept(
    z.enum(pageKinds, {
      errorMap: () => ({ message: `kind must be one of: ${pageKinds.join(", ")}` }),
    }),
    "Kind of page",
  ),
  /** Its menu by key, checked across fields below; the editor offers the menus by their names. */
  group: custom("serverChoice", z.string().regex(menuKey.regex, menuKey.message).optional(), {
    label: "Menu",
    help: "One of the menus above, by its name as last saved.",
    settings: { list: "menus", pattern: menuKey, none: "None: in no menu" },
  }),
  canonical: kept(sitePath.optional(), "The page search engines are sent to instead"),
  /** Kept out of search results and the sitemap (the form confirmation page). */
  noindex: kept(z.literal(true).optional(), "Kept out of search results"),
};

export const pageListFields = {
  menus: list(
    group(
      {
        key: fixed(z.enum(menuKeys), {
          label: "Adding a menu",
          refusal: "Menus are added by the site's developer",
          hidden: true,
        }),
        name: text({
          label: "Name",
          help: "As the header, the footer and the phone menu show it. Its pages stay in it when it is renamed.",
        }),
      },
      { label: "Menu" },
    ),
    {
      label: "Menus",
      help: "The site's menus, in order. Each page below names the one it is in.",
      min: 1,
      itemLabel: (menu) => menu.name,
    },
  ),
  pages: list(group(listedPageFields, { label: "Page" }), {
    label: "Pages",
    help: "Every page but the articles, in the order of the menus and of the sitemap.",
    min: 1,
    itemLabel: (page) => page.name,
  }),
  articleNames: list(
    group(
      { article: entry("blog", { label: "Article" }), name: text({ label: "Short name" }) },
      { label: "Article's short name" },
    ),
    {
      label: "Articles' short names",
      help: "An article's name in the trail of links above it, where its title is too long for it.",
      itemLabel: (article) => article.name,
    },
  ),
};

export const pageListSchema = recordRule(pageListFields).superRefine(
  ({ menus, pages }, context) => {
    const paths = new Set<string>();
    pages.forEach((page, index) => {
      if (paths.has(page.path)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `${page.path} is listed twice`,
        });
      }
      paths.add(page.path);
      if (page.group !== undefined && !menus.some(({ key }) => key === page.group)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "group"],
          message: `the menu must be one of: ${menus.map(({ name }) => name).join(", ")}`,
        });
      }
    });
    pages.forEach((page, index) => {
      if (page.canonical !== undefined && !paths.has(page.canonical)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "canonical"],
          message: `no page ${page.canonical} in the list`,
        });
      }
    });
  },
);

type PageList = z.output<typeof pageListSchema>;
export type ListedPage = PageList["pages"][number];
export type ListedMenu = PageList["menus"][number];
