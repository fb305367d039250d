/**
 * Reads content files synchronously, each checked with its schema, for the modules that compose
 * pages at load time; a bad file throws naming the file and the field. Paths resolve from
 * contentRoot(), not from import.meta.url: Astro bundles this module into another folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "astro/zod";
import { parse } from "yaml";
import { checkData, validated } from "./schema-rules";

/**
 * The folder whose src/content the readers read at run time: the working directory (the project, or
 * the build's tree) in builds, tests and scripts. The server sets SITE_CONTENT_ROOT to the live
 * build's snapshot (server/published-content.ts), so what it reads is what is published.
 */
export const contentRoot = () => process.env.SITE_CONTENT_ROOT?.trim() || process.cwd();

export interface StoredRecord<Data> {
  /** The file name without its extension: the record's id. */
  slug: string;
  /** Project-relative path, e.g. src/content/testimonials/kent-hvac-contractor.json. */
  file: string;
  data: Data;
}

/** The files `*<extension>` of `folder` (project-relative), in file-name order, read with `read`. */
export function readFolder<Data>(
  folder: string,
  extension: string,
  read: (file: string) => Data,
  root = contentRoot(),
): StoredRecord<Data>[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return { slug: name.slice(0, -extension.length), file, data: read(file) };
    });
}

export const readRecords = <Schema extends z.ZodTypeAny>(
  folder: string,
  schema: Schema,
  root = contentRoot(),
) => readFolder(folder, ".json", (file) => readRecord(file, schema, root), root);

/** One JSON file (project-relative), checked with `schema`; throws naming the file and the field. */
export function readRecord<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  root = contentRoot(),
): z.output<Schema> {
  return validated(schema, readJson(file, root), `${file}: invalid record`);
}

/** The data file `file` (project-relative JSON), read now and checked with `schema`. */
export function readData<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  root = contentRoot(),
): z.output<Schema> {
  return checkData(file, schema, readJson(file, root));
}

/** A Markdown file as the content editor writes it: YAML between `---` lines, then the body. */
const markdownFile = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** A Markdown file (project-relative): its frontmatter's value, its body, the line it starts on. */
export function readMarkdown(file: string, root = contentRoot()) {
  const match = markdownFile.exec(readFileSync(join(root, file), "utf8"));
  if (!match) throw new Error(`${file}: no frontmatter block (--- ... ---)`);
  const [, frontmatter = "", body = ""] = match;
  return {
    frontmatter: (parse(frontmatter) ?? {}) as unknown,
    body,
    bodyLine: frontmatter.split("\n").length + 3,
  };
}

/** A JSON file's value; a file that is not JSON throws naming it. */
function readJson(file: string, root: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
}
