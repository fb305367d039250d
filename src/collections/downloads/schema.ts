/**
 * The free PDFs (src/content/downloads.json): each one's title, file, summary and the labels of the
 * contact buttons that ask for it. The keys name the three documents the build draws
 * (src/features/guide), so the editor changes the words, never the keys. A plain module.
 */
import { z } from "astro/zod";
import { requiredText as text } from "../schema-rules";

export const downloadSchema = z
  .object({
    title: text,
    /** Where the build writes the PDF. */
    href: z
      .string()
      .regex(/^\/guides\/[a-z0-9-]+\.pdf$/, "must be /guides/<name>.pdf (lower case, dashes)"),
    /** What the file is, after its title: "PDF, 60+ pages". */
    summary: text,
    /** The labels of the contact buttons that ask for it, letter for letter. */
    requestedBy: z.array(text).min(1),
  })
  .strict();

export const downloadsSchema = z
  .object({
    /** Before the link in the notice that keeps a requested download on its page for the visit. */
    keptDownloadLead: text,
    downloads: z
      .object({
        completeGuide: downloadSchema,
        readinessAssessment: downloadSchema,
        implementationChecklist: downloadSchema,
      })
      .strict()
      .refine(
        (all) => {
          const labels = Object.values(all).flatMap((download) => download.requestedBy);
          return new Set(labels).size === labels.length;
        },
        { message: "a button label asks for one download only" },
      ),
  })
  .strict();
