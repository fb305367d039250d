/**
 * Reads the articles' frontmatter synchronously with the collection's schema, for what needs their
 * facts at load time outside Astro's content collection (the page list, scripts, Node tests).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentRoot, readFolder } from "../records";
import { validated } from "../schema-rules";
import { type ArticleData, articleSchema } from "./schema";

export const articlesFolder = "src/content/blog";

const frontmatterPattern = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML text between an article's `---` lines; throws naming the file if there is none. */
export function frontmatterBlock(source: string, file: string): string {
  const block = frontmatterPattern.exec(source)?.[1];
  if (block === undefined) throw new Error(`${file}: no frontmatter block (--- ... ---)`);
  return block;
}

export function parseArticleSource(source: string, file: string): ArticleData {
  return validated(
    articleSchema,
    parse(frontmatterBlock(source, file)),
    `${file}: invalid frontmatter`,
  );
}

/** Every article in the folder, newest first (ties by slug). */
export function readArticleFiles(root = contentRoot()) {
  const read = (file: string) => parseArticleSource(readFileSync(join(root, file), "utf8"), file);
  return readFolder(articlesFolder, ".mdx", read, root).sort(
    (a, b) =>
      b.data.datePublished.localeCompare(a.data.datePublished) || a.slug.localeCompare(b.slug),
  );
}
