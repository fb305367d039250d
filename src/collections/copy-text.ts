/**
 * The owner's copy: required text whose tokens (`{{claims.hoursSavedWeekly}}`, src/lib/tokens.ts)
 * name known facts, read with each filled in (a page shows "20+"); an unknown token fails the check
 * naming the field. A plain module: the content editor uses it in the browser.
 */
import { z } from "astro/zod";
import { fillTokens, unknownTokens } from "~/lib/tokens";
import { requiredText } from "./schema-rules";

const withKnownTokens = <Schema extends z.ZodType<string>>(schema: Schema) =>
  schema
    .superRefine((text, context) => {
      for (const name of unknownTokens(text)) {
        context.addIssue({ code: "custom", message: `unknown token {{${name}}}` });
      }
    })
    .transform((text) => fillTokens(text, "copy"));

export const copyText = withKnownTokens(requiredText);

/** A piece of a run of text and links: kept as written (its spaces join it to the next piece). */
export const copyPiece = withKnownTokens(z.string().regex(/\S/, "must not be empty"));
