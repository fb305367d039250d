import type { Width } from "../fixtures";
import type { PageCheck, PageChecks } from "../page-checks";
import { checks as assessments } from "./assessments";
import { checks as blog } from "./blog";
import { checks as caseStudies } from "./case-studies";
import { checks as company } from "./company";
import { checks as home } from "./home";
import { checks as legal } from "./legal";
import { checks as resources } from "./resources";
import { checks as roiCalculator } from "./roi-calculator";
import { checks as services } from "./services";
import { checks as trust } from "./trust";
import { checks as visuals } from "./visuals";

/**
 * Every module of page checks. pages.spec.ts loads each page once per width and runs, as steps,
 * the checks all of these modules give for that page.
 */
const modules: readonly PageChecks[] = [
  home,
  services,
  trust,
  assessments,
  caseStudies,
  resources,
  blog,
  company,
  legal,
  roiCalculator,
  visuals,
];

/** The checks of one page at one width, in module order. */
export function pageChecksFor(path: string, width: Width): PageCheck[] {
  return modules.flatMap((checks) =>
    (checks[path] ?? []).filter((check) => (check.widths ?? ["desktop"]).includes(width)),
  );
}

/** Every path some module has checks for (each must be a page of the list). */
export const checkedPaths = [...new Set(modules.flatMap((checks) => Object.keys(checks)))];
