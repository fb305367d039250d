/**
 * An assessment page (kind "assessment" in the page list): src/content/page-copy/<page>.json, drawn by
 * AssessmentPage.astro; and the comparison of the five every assessment page shows
 * (src/content/assessments.json). A plain module: the content editor uses it.
 */
import { z } from "astro/zod";
import { optionalCopyText as optionalText, copyText as text } from "../copy-text";
import { requiredText, shownIf } from "../schema-rules";
import { benefits, callToAction, heading, hero, linkTarget, pageSection, steps } from "./sections";

export const assessmentPageSchema = z
  .object({
    hero,
    /** What happens and what you receive, beside the assessment's duration (from the comparison). */
    howItWorks: shownIf(z.object({ process: steps, deliverable: benefits }).strict()),
    sections: z.array(pageSection),
    callToAction,
  })
  .strict();

export const assessmentsSchema = z
  .object({
    comparison: z
      .object({
        heading,
        /** Where each package is described. */
        packagesLink: linkTarget,
      })
      .strict(),
    assessments: z
      .array(
        z
          .object({
            /** The assessment page, in the page list. */
            page: z.string().regex(/^\/[a-z0-9-]+$/, "must be a page's path, e.g. /process-audit"),
            bestFor: text,
            /** Titles of items on the page itself (its deliverables). */
            youGet: z.array(requiredText).min(2),
            duration: text,
            /** What the duration spans, when that is not the assessment itself. */
            durationNote: optionalText,
            /** The /pricing package that covers it, by name. */
            package: requiredText,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
