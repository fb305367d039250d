/**
 * The free resources the site gives away as PDFs (lead magnets), made at build from the guide's
 * records (src/content/guide) by src/pages/guides/[file].ts. A contact form opened by one of a
 * download's `requestedBy` buttons links to it on success; the no-JavaScript confirmation page
 * lists them all. This module goes into the contact island's bundle: plain data only.
 */
import type { Download } from "~/components/types";

export const completeGuide = {
  title: "The Complete Business Automation Guide",
  href: "/guides/complete-business-automation-guide.pdf",
  summary: "PDF guide: five sections, twenty topics, worksheets and a directory of 24 tools",
  requestedBy: ["Get Free Guide", "Download Complete Guide"],
} as const satisfies Download;

export const readinessAssessment = {
  title: "Automation Readiness Assessment",
  href: "/guides/automation-readiness-assessment.pdf",
  summary: "PDF scorecard: 24 statements across processes, data, systems and team",
  requestedBy: ["Get the Readiness Assessment"],
} as const satisfies Download;

export const implementationChecklist = {
  title: "Automation Implementation Checklist",
  href: "/guides/automation-implementation-checklist.pdf",
  summary: "PDF checklist: every step from process mapping to the first 30 days after launch",
  requestedBy: ["Get the Implementation Checklist"],
} as const satisfies Download;

export const downloads: readonly Download[] = [
  completeGuide,
  readinessAssessment,
  implementationChecklist,
];

/** Before the link in the notice that keeps a requested download on its page for the visit. */
export const keptDownloadLead = "Your download:";

/** The download a contact button asks for, if it asks for one. */
export const downloadRequestedBy = (label: string): Download | undefined =>
  downloads.find((download) => download.requestedBy.includes(label));
