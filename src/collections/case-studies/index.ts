/**
 * The case-study pages' content: each record (src/content/case-studies/<slug>.json) with the
 * headings, the free-call button and the price label all six pages share. Node only: it reads the
 * folder when it loads, and a bad file fails the build naming the file and the field.
 */

import { priceLabels } from "~/collections/facts";
import { readRecords } from "~/collections/records";
import type { ToolIllustration, Workflow } from "~/components/case-study/figures";
import { solutionIconComponents } from "~/components/case-study/solution-icons";
import type { BenefitListContent } from "~/components/sections/BenefitList";
import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { CardGridContent } from "~/components/sections/CardGrid";
import type { HeroContent } from "~/components/sections/Hero";
import type { LinkCardsContent } from "~/components/sections/LinkCards";
import type { ProseContent } from "~/components/sections/Prose";
import type { ResultsContent } from "~/components/sections/Results";
import type { StepsContent } from "~/components/sections/Steps";
import type { Action } from "~/components/ui/ActionButton";
import { type CaseStudyRecord, caseStudyFields, caseStudySchema } from "./schema";

export const caseStudyFolder = "src/content/case-studies";

export const caseStudyRecords = readRecords(caseStudyFolder, caseStudySchema);

export function caseStudyRecord(slug: string): CaseStudyRecord {
  const stored = caseStudyRecords.find((record) => record.slug === slug);
  if (!stored) throw new Error(`${caseStudyFolder}/${slug}.json: no such case study`);
  return stored.data;
}

/** Widths the pipeline makes of a photo: half the page from lg (about 600 px), a phone's full width at 3x. */
export const photoWidths = [400, 800, 1200] as const;

/** The closing call to action's second button, the same on every case study. */
const bookFreeCall = {
  kind: "booking",
  label: "Book a Free 30-Minute Call",
  source: "case-study",
} satisfies Action;

/**
 * The record's assessment button (the spec names one per industry) opens the contact form, in the
 * hero and again in the closing call to action beside the free call.
 */
export function caseStudyContent(record: CaseStudyRecord) {
  /** A section's small heading is its name in the editor. */
  const heading = (name: "challenges" | "solution" | "timeline" | "results") => ({
    eyebrow: caseStudyFields[name].label,
    title: record[name].title,
    intro: record[name].intro,
  });
  const assessment = {
    kind: "contact",
    label: record.assessmentButton,
    source: "case-study",
  } satisfies Action;
  const workflow: Workflow = record.workflow;
  // The photo's file from the root of the project, as `responsiveImage` reads it.
  const photo = record.photo && { source: record.photo.image.slice(1), alt: record.photo.alt };
  return {
    hero: {
      eyebrow: `Case Study: ${record.industry}`,
      title: record.title,
      lead: record.lead,
      priceLabel: priceLabels.contactForPricing,
      actions: [assessment],
      stats: record.stats,
    } satisfies HeroContent,
    situation: {
      heading: { eyebrow: "The client", title: record.situation.title },
      paragraphs: record.situation.paragraphs,
    } satisfies ProseContent,
    challenges: {
      heading: heading("challenges"),
      items: record.challenges.items,
    } satisfies BenefitListContent,
    solution: {
      heading: heading("solution"),
      items: record.solution.items.map(({ title, description, icon }) => ({
        title,
        description,
        icon: solutionIconComponents[icon],
      })),
    } satisfies CardGridContent,
    timeline: { heading: heading("timeline"), steps: record.timeline.steps } satisfies StepsContent,
    results: {
      heading: heading("results"),
      results: record.results.items,
    } satisfies ResultsContent,
    workflow,
    tool: record.tool satisfies ToolIllustration,
    related: {
      heading: { eyebrow: "Behind this project", title: "Services we used" },
      links: record.related,
    } satisfies LinkCardsContent,
    callToAction: {
      ...record.callToAction,
      actions: [assessment, bookFreeCall],
    } satisfies CallToActionContent,
    quote: record.quote,
    photo,
  };
}

export const caseStudyPage = (slug: string) => caseStudyContent(caseStudyRecord(slug));
