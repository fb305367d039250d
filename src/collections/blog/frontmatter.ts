/**
 * Reads the articles' frontmatter synchronously, with the collection's schema, for modules that
 * need article facts at load time outside Astro's content collection (the page list, scripts, Node
 * tests). Paths resolve from contentRoot(): Astro bundles this module into another folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentRoot } from "../content-root";
import { describeSchemaError } from "../schema-rules";
import { type ArticleData, articleSchema } from "./schema";

export const articlesFolder = "src/content/blog";

export interface ArticleFile {
  slug: string;
  /** Project-relative path, e.g. src/content/blog/automation-roi-calculator.mdx. */
  file: string;
  data: ArticleData;
}

const frontmatterPattern = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML text between an article's `---` lines; throws naming the file if there is none. */
export function frontmatterBlock(source: string, file: string): string {
  const block = frontmatterPattern.exec(source)?.[1];
  if (block === undefined) throw new Error(`${file}: no frontmatter block (--- ... ---)`);
  return block;
}

/** The validated frontmatter of one article's source; throws naming the file and the field. */
export function parseArticleSource(source: string, file: string): ArticleData {
  const result = articleSchema.safeParse(parse(frontmatterBlock(source, file)));
  if (!result.success) {
    throw new Error(`${file}: invalid frontmatter\n${describeSchemaError(result.error)}`);
  }
  return result.data;
}

/** Every article in the folder, newest first (ties by slug). */
export function readArticleFiles(root = contentRoot()): ArticleFile[] {
  const folder = join(root, articlesFolder);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const file = `${articlesFolder}/${name}`;
      const data = parseArticleSource(readFileSync(join(folder, name), "utf8"), file);
      return { slug: name.slice(0, -".mdx".length), file, data };
    })
    .sort(
      (a, b) =>
        b.data.datePublished.localeCompare(a.data.datePublished) || a.slug.localeCompare(b.slug),
    );
}
