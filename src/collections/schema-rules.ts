/**
 * Rules and messages shared by the content schemas (events, testimonials, case studies, articles).
 * A plain module (no `astro:*` or `node:*` imports): the content editor uses the schemas in the
 * browser.
 */
import { z } from "astro/zod";

/** Text that must say something: trimmed, then at least one character. */
export const requiredText = z.string().trim().min(1, "must not be empty");

/** One line per problem, each naming the field: `description: description must be 50-160 ...`. */
export function describeSchemaError(error: z.ZodError) {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`)
    .join("\n");
}
