import {
  completeGuide,
  downloadRequestedBy,
  downloads,
  readinessAssessment,
} from "~/collections/downloads";
import { automationGuidePage, readinessAreas, toolDirectory } from "~/collections/guide";
import { homePage } from "~/collections/page-copy";

const guidePage = automationGuidePage();

/** The labels of every contact-form button in a page's copy. */
const contactLabels = (value: unknown): string[] => {
  if (!value || typeof value !== "object") return [];
  const action = value as { kind?: unknown; label?: unknown };
  const own = action.kind === "contact" && typeof action.label === "string" ? [action.label] : [];
  return [...own, ...Object.values(value).flatMap(contactLabels)];
};

describe("downloads", () => {
  it("are asked for by buttons the site has, letter for letter", () => {
    const labels = [...contactLabels(homePage()), ...contactLabels(guidePage)];
    for (const download of downloads)
      for (const label of download.requestedBy) expect(labels, download.title).toContain(label);
  });

  it("answer every contact button on /automation-guide and home's 'Get Free Guide'", () => {
    for (const label of contactLabels(guidePage))
      expect(downloadRequestedBy(label), label).toBeDefined();
    expect(downloadRequestedBy("Get Free Guide")).toBe(completeGuide);
    expect(downloadRequestedBy("Get Started")).toBeUndefined();
  });

  it("describe what the files hold", () => {
    expect(completeGuide.title).toBe(guidePage.hero.title);
    expect(completeGuide.summary).toContain(`${toolDirectory.length} tools`);
    const statements = readinessAreas.reduce((sum, area) => sum + area.statements.length, 0);
    expect(readinessAssessment.summary).toContain(`${statements} statements`);
  });
});
