/**
 * What the editor offers where a page refers to other content, each by its name in words and read
 * from the saved content, so what was added a moment ago is offered at once: the case studies'
 * results ("Manufacturing Automation: 40% Shorter lead time…", stored as "<case study>/<result
 * id>"), the buttons the inbox names ("The button at the top", stored as its tag, "hero"), the
 * menus (by the names the site shows, stored as the menu's lasting key) and the pages' contact
 * buttons ("Get Free Guide (on Home)", stored as their words).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { contactLabels } from "../../src/collections/page-copy/contact-buttons";

export interface Choice {
  value: string;
  label: string;
}

const FOLDER = "src/content/case-studies";
const shortened = (text: string, length = 70) =>
  text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, "")}…`;

/** The case studies' results. */
export async function resultChoices(sourceDir: string): Promise<Choice[]> {
  const files = (await readdir(join(sourceDir, FOLDER)).catch(() => [])).filter((name) =>
    name.endsWith(".json"),
  );
  const choices: Choice[] = [];
  for (const file of files.sort()) {
    try {
      const study = JSON.parse(await readFile(join(sourceDir, FOLDER, file), "utf8"));
      for (const { id, metric, description } of study.results?.items ?? []) {
        choices.push({
          value: `${file.slice(0, -".json".length)}/${id}`,
          label: `${study.title}: ${metric} ${shortened(String(description))}`,
        });
      }
    } catch {
      // A case study saved half-written offers nothing until it is whole.
    }
  }
  return choices;
}

/** The buttons "Where requests come from" names, by the words the inbox uses for each. */
export async function sourceChoices(sourceDir: string): Promise<Choice[]> {
  try {
    const file = JSON.parse(
      await readFile(join(sourceDir, "src/content/lead-sources.json"), "utf8"),
    );
    return (file.buttons ?? []).map(({ source, said }: { source: string; said: string }) => ({
      value: String(source),
      label: String(said),
    }));
  } catch {
    return [];
  }
}

/** The page list as saved; nothing when it cannot be read. */
async function savedPageList(sourceDir: string) {
  try {
    return JSON.parse(await readFile(join(sourceDir, "src/content/page-list.json"), "utf8"));
  } catch {
    return {};
  }
}

/** The site's menus, by the names the site shows. */
export async function menuChoices(sourceDir: string): Promise<Choice[]> {
  const { menus } = await savedPageList(sourceDir);
  return (menus ?? []).map(({ key, name }: { key: string; name: string }) => ({
    value: String(key),
    label: String(name),
  }));
}

const COPY_FOLDER = "src/content/page-copy";
/** The one page copy file the page list has no page for: the error page, as the editor names it. */
const ERROR_PAGE = { file: "not-found", name: "Page not found" };

/** The pages' contact buttons, by their words and the pages they are on, in the words' order. */
export async function contactButtonChoices(sourceDir: string): Promise<Choice[]> {
  const { pages } = await savedPageList(sourceDir);
  const pageName = (file: string) => {
    if (file === ERROR_PAGE.file) return ERROR_PAGE.name;
    const path = file === "home" ? "/" : `/${file}`;
    return (pages ?? []).find((page: { path: string }) => page.path === path)?.name ?? file;
  };
  const files = (await readdir(join(sourceDir, COPY_FOLDER)).catch(() => [])).filter((name) =>
    name.endsWith(".json"),
  );
  const pagesOf = new Map<string, Set<string>>();
  for (const file of files.sort()) {
    try {
      const copy = JSON.parse(await readFile(join(sourceDir, COPY_FOLDER, file), "utf8"));
      for (const label of contactLabels(copy)) {
        const on = pagesOf.get(label) ?? new Set();
        pagesOf.set(label, on.add(pageName(file.slice(0, -".json".length))));
      }
    } catch {
      // A page saved half-written offers nothing until it is whole.
    }
  }
  return [...pagesOf]
    .map(([label, on]) => ({ value: label, label: `${label} (on ${[...on].join(", ")})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
