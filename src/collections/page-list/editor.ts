/**
 * The page list in the content editor (src/content/page-list.json), with the rules of ./schema.ts:
 * each page's name in the menus, its menu, and what search engines show (title, description,
 * keywords); the articles' shorter names. A page's address and kind, and the menus' names, are how
 * the site finds its pages and puts them in its menus: the form shows the address and the menus
 * without changing them and keeps the rest as stored, so no page or menu is added here.
 * Bundled for the browser: import nothing that reads files.
 */
import { fields } from "@keystatic/core";
import { z } from "astro/zod";
import pageList from "../../content/page-list.json" with { type: "json" };
import { dataFile, plainText } from "../editor-fields";
import { fixedValue } from "../fixed-value";
import { optionalSelect } from "../page-copy/optional-select";
import { line, list, nameLabel, text, texts } from "../page-copy/page-fields";
import { listedPageSchema } from "./schema";

const addedPage = "A page is added with its words by the site's developer: remove this entry.";

/** Structure the owner has no use for seeing: kept as stored. */
const kept = (key: "kind" | "canonical" | "noindex", label: string) =>
  fixedValue({ label, rule: listedPageSchema.shape[key], refusal: addedPage, shown: false });

/** An article chosen from the articles, never a blank one (the build's `requiredText`). */
const chosenArticle = fields.relationship({
  label: "Article",
  collection: "blog",
  validation: { isRequired: true },
});

export const titlesAndMenusEditor = dataFile(
  "Page titles, menus and search",
  "src/content/page-list",
  {
    menus: list(
      fixedValue({
        label: "Menu",
        rule: z.enum(pageList.menus as [string, ...string[]]),
        refusal: "A new menu is added by the site's developer: remove this entry.",
      }),
      "Menus",
      (props) => String((props as { value: string | null }).value ?? ""),
      "The site's menus, in order. Each page below names the one it is in.",
    ),
    pages: list(
      fields.object({
        path: fixedValue({
          label: "Address",
          description: "Where the page is on the site.",
          rule: listedPageSchema.shape.path,
          refusal: addedPage,
        }),
        name: plainText("Name in the menus", "Also its name in the trail of links above the page."),
        title: line(
          "Title",
          "The page's title in search results and the browser's tab; the company's name follows it.",
        ),
        description: text(
          "Description",
          "What search results show under the title. Figures such as the weekly hours saved, a service's price line or a package's price are set in Prices and figures; the founding year and the number of clients in Company facts.",
        ),
        keywords: texts("Keywords", "Keyword", plainText, "What people search for to find it."),
        kind: kept("kind", "Kind of page"),
        group: optionalSelect({
          label: "Menu",
          options: pageList.menus,
          none: "None: in no menu",
        }),
        canonical: kept("canonical", "The page search engines are sent to instead"),
        noindex: kept("noindex", "Kept out of search results"),
      }),
      "Pages",
      nameLabel,
      "Every page but the articles, in the order of the menus and of the sitemap.",
    ),
    articleNames: fields.array(
      fields.object({
        article: {
          ...chosenArticle,
          validate: (value: string | null) => chosenArticle.validate(value?.trim() ? value : null),
        },
        name: plainText("Short name"),
      }),
      {
        label: "Articles' short names",
        description:
          "An article's name in the trail of links above it, where its title is too long for it.",
        itemLabel: (props) => props.fields.name.value || "(empty)",
      },
    ),
  },
);
