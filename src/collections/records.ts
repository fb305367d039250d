/**
 * Reads content files synchronously, each checked with its schema, for the modules that compose
 * pages at load time; a bad file throws naming the file and the field. Paths resolve from
 * contentRoot(), not from import.meta.url: Astro bundles this module into another folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "astro/zod";
import { parse } from "yaml";
import { contentRoot } from "./content-root";
import { checkData, describeSchemaError } from "./schema-rules";

export interface StoredRecord<Data> {
  /** The file name without `.json`: the record's id. */
  slug: string;
  /** Project-relative path, e.g. src/content/testimonials/kent-hvac-contractor.json. */
  file: string;
  data: Data;
}

/** Every `*.json` record in `folder` (project-relative), in file-name order. */
export function readRecords<Schema extends z.ZodTypeAny>(
  folder: string,
  schema: Schema,
  root = contentRoot(),
): StoredRecord<z.output<Schema>>[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return { slug: name.slice(0, -".json".length), file, data: readRecord(file, schema, root) };
    });
}

/** One JSON file (project-relative), checked with `schema`; throws naming the file and the field. */
export function readRecord<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  root = contentRoot(),
): z.output<Schema> {
  const result = schema.safeParse(readJson(file, root));
  if (!result.success)
    throw new Error(`${file}: invalid record\n${describeSchemaError(result.error)}`);
  return result.data as z.output<Schema>;
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

/**
 * A Markdown file (project-relative): its frontmatter's value, its body, and the file's line number
 * of the body's first line, for messages that name a line of the body.
 */
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
