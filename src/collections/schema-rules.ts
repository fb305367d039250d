/** Rules and messages the content schemas share. A plain module (no `astro:*`, no `node:*`). */
import { z } from "astro/zod";

export const requiredText = z.string().trim().min(1, "must not be empty");

/** A Date's day (UTC) as YYYY-MM-DD; empty for an invalid Date. */
export const dayOf = (date: Date) =>
  Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);

/** Whether `text` is a day written YYYY-MM-DD that the calendar has (not 2024-02-30). */
export const isRealDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(new Date(`${text}T00:00:00Z`)) === text;

/** One line per problem, each naming the field: `description: description must be 50-160 ...`. */
export function describeSchemaError(error: z.ZodError) {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`)
    .join("\n");
}

/** `value` checked with `schema`; a bad value throws `heading`, then a line per problem. */
export function validated<Schema extends z.ZodTypeAny>(
  schema: Schema,
  value: unknown,
  heading: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${heading}\n${describeSchemaError(result.error)}`);
  return result.data;
}

/**
 * A data file's value checked with `schema`; a bad one throws a line per problem, each naming the
 * file and the field: `src/content/page-copy/home.json: hero.title: must not be empty`.
 */
export function checkData<Schema extends z.ZodTypeAny>(
  file: string,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      result.error.issues
        .map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`)
        .join("\n"),
    );
  }
  return result.data as z.output<Schema>;
}

/**
 * The schema's first message for each top-level part of `value`, for an editor field that shows
 * the build's own rules beside its inputs; a problem with no path goes to `fallback`.
 */
export function problemsByPart<Part extends string>(
  schema: z.ZodTypeAny,
  value: unknown,
  fallback: Part,
): Partial<Record<Part, string>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const problems: Partial<Record<Part, string>> = {};
  for (const issue of result.error.issues) {
    const part = (issue.path[0] ?? fallback) as Part;
    problems[part] ??= issue.message;
  }
  return problems;
}
