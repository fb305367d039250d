/** An assessment page, and the comparison they all show (src/content/assessments.json). */
import { z } from "astro/zod";
import pageList from "../../content/page-list.json" with { type: "json" };
import { copy, copyLine, fixed, group, list, text as plainText } from "../model/fields";
import {
  benefitsFields,
  callToAction,
  headingGroup,
  hero,
  linkTargetField,
  pageSectionsField,
  stepsFields,
} from "./sections";

export const assessmentPageFields = {
  hero,
  /** Beside the assessment's duration (from the comparison). */
  howItWorks: group(
    {
      process: group(stepsFields, { label: "What happens" }),
      deliverable: group(benefitsFields, { label: "What you receive" }),
    },
    { optional: true, label: "What happens and what you receive, beside the duration" },
  ),
  sections: pageSectionsField,
  callToAction,
};

/** An assessment page's name in the menus, for its row of the comparison. */
const assessmentName = (path: string) =>
  pageList.pages.find((entry) => entry.path === path)?.name ?? path;

export const assessmentsFields = {
  comparison: group(
    {
      heading: headingGroup(
        "Heading",
        "The discovery call's length in minutes is set in Prices and figures.",
      ),
      packagesLink: linkTargetField("Where the packages are described"),
    },
    { label: "Comparison" },
  ),
  assessments: list(
    group(
      {
        page: fixed(
          z.string().regex(/^\/[a-z0-9-]+$/, "must be a page's path, e.g. /process-audit"),
          {
            label: "Assessment",
            refusal:
              "An assessment's row comes with its page, added by the site's developer: remove this entry.",
            show: assessmentName,
          },
        ),
        bestFor: copy({ label: "Best for" }),
        youGet: list(plainText({ label: "Item" }), {
          label: "What you get",
          help: "Two or more, each titled letter for letter as in the page's list of what you receive.",
          min: 2,
        }),
        duration: copyLine({
          label: "Duration",
          help: "The packages' durations and a roadmap's timeline are set in Prices and figures.",
        }),
        durationNote: copy({
          optional: true,
          label: "What the duration spans",
          help: "When it is more than the assessment.",
        }),
        package: plainText({
          label: "Package",
          help: "The package on the Pricing page that covers it, named as there.",
        }),
      },
      { label: "Assessment" },
    ),
    { label: "Assessments", min: 1, itemLabel: ({ page }) => assessmentName(page) },
  ),
};
