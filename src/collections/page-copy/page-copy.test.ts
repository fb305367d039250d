/**
 * Page copy as data: each family's files pass their schema, and a bad file (a missing required
 * field, an unknown icon, an unknown token, a reference to nothing) stops the build with the file
 * and the field named.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { completeGuide } from "~/collections/downloads";
import { automationGuidePage } from "~/collections/guide";
import { pages } from "~/collections/page-list";
import { aboutUsPage, assessmentPage, legalPage, pageFile, servicePage } from ".";

type Json = Record<string, unknown>;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pages-"));
  cpSync("src/content", join(root, "src/content"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The page's file in the copy of src/content (a Markdown file's frontmatter), changed by `change`. */
function changed(path: string, change: (page: Json) => void) {
  const file = join(root, pageFile(path));
  const source = readFileSync(file, "utf8");
  const markdown = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  const page = (markdown ? parse(markdown[1] as string) : JSON.parse(source)) as Json;
  change(page);
  writeFileSync(
    file,
    markdown ? `---\n${stringify(page)}---\n${markdown[2]}` : JSON.stringify(page),
  );
}
const at = (value: unknown, ...keys: (string | number)[]) =>
  keys.reduce((node, key) => (node as Json)[key], value) as Json;

const families = [
  { kind: "service", read: servicePage, sample: "/process-automation" },
  { kind: "assessment", read: assessmentPage, sample: "/process-audit" },
  {
    kind: "legal",
    read: (path: string, root?: string) => legalPage(path, false, root),
    sample: "/privacy-policy",
  },
] as const;

describe.each(families)("a $kind page", ({ kind, read, sample }) => {
  it("reads every page of the family from its file", () => {
    const paths = pages.filter((page) => page.kind === kind).map((page) => page.path);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect(read(path).hero.title, path).not.toBe("");
  });

  it("stops on a missing required field", () => {
    changed(sample, (page) => {
      delete at(page, "hero").title;
    });
    expect(() => read(sample, root)).toThrow(`${pageFile(sample)}: hero.title: Required`);
  });

  it("stops on an unknown token, naming the field", () => {
    changed(sample, (page) => {
      at(page, "hero").lead = "Save {{claims.hoursSavedEveryDay}} hours";
    });
    expect(() => read(sample, root)).toThrow(
      `${pageFile(sample)}: hero.lead: unknown token {{claims.hoursSavedEveryDay}}`,
    );
  });
});

describe("an unknown icon name", () => {
  it.each([
    ["/process-automation", ["offer", "items", 0]],
    ["/process-automation", ["sections", 2, "value", "items", 1]],
    ["/process-audit", ["howItWorks", "value", "process", "steps", 0]],
  ] as const)("on %s stops the build naming the field", (path, where) => {
    changed(path, (page) => {
      at(page, ...where).icon = "unicorn";
    });
    const read = path === "/process-automation" ? servicePage : assessmentPage;
    expect(() => read(path, root)).toThrow(
      `${pageFile(path)}: ${where.join(".")}.icon: icon must be one of the names in src/components/ui/icons.ts`,
    );
  });

  it("on a legal page, which has no icons, is a field the schema does not know", () => {
    changed("/terms-of-service", (page) => {
      at(page, "hero").icon = "scale";
    });
    expect(() => legalPage("/terms-of-service", false, root)).toThrow(
      "src/content/page-copy/terms-of-service.md: hero: Unrecognized key(s) in object: 'icon'",
    );
  });
});

describe("a section a page adds (a block in its file)", () => {
  it("stops on a missing required field, naming the block and the field", () => {
    changed("/roi-analysis", (page) => {
      delete at(page, "sections", 2, "value", "links", 1).to;
    });
    expect(() => assessmentPage("/roi-analysis", root)).toThrow(
      "src/content/page-copy/roi-analysis.json: sections.2.value.links.1.to: Required",
    );
  });

  it("stops on an unknown token inside a block", () => {
    changed("/system-integration", (page) => {
      (at(page, "sections", 2, "value").paragraphs as unknown as string[])[0] =
        "Since {{site.foundedIn}}";
    });
    expect(() => servicePage("/system-integration", root)).toThrow(
      "src/content/page-copy/system-integration.json: sections.2.value.paragraphs.0: unknown token {{site.foundedIn}}",
    );
  });

  it("stops on a kind of section there is none of", () => {
    changed("/process-audit", (page) => {
      at(page, "sections", 1).discriminant = "gallery";
    });
    expect(() => assessmentPage("/process-audit", root)).toThrow(
      "src/content/page-copy/process-audit.json: sections.1.discriminant: Invalid discriminator value. Expected 'benefits' | 'cards'",
    );
  });

  it("is drawn as the section it stores, its kind beside its fields", () => {
    const [first] = servicePage("/process-automation").sections;
    expect(first?.kind).toBe("benefits");
    expect(first && "items" in first && first.items.length).toBeGreaterThan(0);
    expect(first).not.toHaveProperty("discriminant");
    expect(first).not.toHaveProperty("value");
  });

  it("keeps a part the page goes without out of the page", () => {
    expect(servicePage("/data-management").related).toBeUndefined();
    expect(servicePage("/process-automation").related?.links.length).toBeGreaterThan(0);
    expect(assessmentPage("/implementation-roadmap").howItWorks).toBeUndefined();
  });
});

describe("a reference to nothing", () => {
  it("to a testimonial or a case study's result stops a service page naming the field", () => {
    changed("/data-management", (page) => {
      at(page, "clientResults").testimonial = "belltown-bakery";
    });
    expect(() => servicePage("/data-management", root)).toThrow(
      'src/content/page-copy/data-management.json: clientResults.testimonial: Unknown testimonial "belltown-bakery"',
    );
    changed("/data-management", (page) => {
      at(page, "clientResults").testimonial = "belltown-property-management";
      (at(page, "clientResults").results as unknown as string[])[1] = "healthcare-operations/4";
    });
    expect(() => servicePage("/data-management", root)).toThrow(
      'src/content/page-copy/data-management.json: clientResults.results.1: no result "4" in src/content/case-studies/healthcare-operations.json',
    );
  });

  it("a link that is neither a path nor an address stops a legal page naming the field", () => {
    changed("/terms-of-service", (page) => {
      at(page, "hero").actions = [{ kind: "link", label: "Read", to: "not a path" }];
    });
    expect(() => legalPage("/terms-of-service", false, root)).toThrow(
      "src/content/page-copy/terms-of-service.md: hero.actions.0.to: must be a path",
    );
  });

  it("by a contact button to an intent that does not exist stops an assessment page", () => {
    changed("/roi-analysis", (page) => {
      (at(page, "callToAction").actions as unknown as Json[])[0] = {
        kind: "contact",
        label: "Ask",
        source: "roi-analysis",
        intent: "quote",
      };
    });
    expect(() => assessmentPage("/roi-analysis", root)).toThrow(
      "src/content/page-copy/roi-analysis.json: callToAction.actions.0.intent:",
    );
  });
});

describe("the free guide's page", () => {
  const file = pageFile("/automation-guide");
  const read = () => automationGuidePage(root);

  it("is headed with the title of the download it offers", () => {
    expect(automationGuidePage().hero.title).toBe(completeGuide.title);
  });

  it("stops on a missing required field", () => {
    changed("/automation-guide", (page) => {
      delete at(page, "guideSections", "groups", 0).description;
    });
    expect(read).toThrow(`${file}: guideSections.groups.0.description: Required`);
  });

  it("stops on an unknown icon name", () => {
    changed("/automation-guide", (page) => {
      at(page, "additionalResources", "items", 1).icon = "unicorn";
    });
    expect(read).toThrow(
      `${file}: additionalResources.items.1.icon: icon must be one of the names in src/components/ui/icons.ts`,
    );
  });

  it("stops on an unknown token", () => {
    changed("/automation-guide", (page) => {
      at(page, "guideSections", "groups", 0, "topics", 2).summary = "{{claims.hoursSavedDaily}}";
    });
    expect(read).toThrow(
      `${file}: guideSections.groups.0.topics.2.summary: unknown token {{claims.hoursSavedDaily}}`,
    );
  });

  it("stops on a download that does not exist", () => {
    changed("/automation-guide", (page) => {
      at(page, "hero").download = "roiWorkbook";
    });
    expect(read).toThrow(`${file}: hero.download: Invalid enum value`);
  });

  it("stops when a card's download is another card's, or its button does not ask for it", () => {
    changed("/automation-guide", (page) => {
      at(page, "additionalResources", "items", 2).download = "readinessAssessment";
    });
    expect(read).toThrow(
      `${file}: additionalResources.items.2.action.label: the button must ask for readinessAssessment (a contact button labelled "Get the Readiness Assessment")`,
    );
    expect(read).toThrow(
      `${file}: additionalResources.items.2.download: another card is already readinessAssessment's`,
    );
  });

  it("stops on a character the guide's PDF cannot draw, where the PDF prints it", () => {
    changed("/automation-guide", (page) => {
      at(page, "guideSections", "groups", 1).title = "Getting Started →";
      at(page, "additionalResources", "items", 0).description = "Score your readiness ✓";
    });
    expect(read).toThrow(
      `${file}: guideSections.groups.1.title: "→" (U+2192): the PDF's font draws Western European characters only`,
    );
    expect(read).toThrow(
      `${file}: additionalResources.items.0.description: "✓" (U+2713): the PDF's font draws`,
    );
  });
});

it("says on the privacy policy whether this build turns analytics on", () => {
  const text = (on: boolean) =>
    JSON.stringify(legalPage("/privacy-policy", on).document.sections[0]?.blocks);
  expect(text(false)).toContain("Google Analytics is currently turned off");
  expect(text(true)).toContain("Google Analytics is currently turned on for this website.");
  expect(text(true)).not.toContain("analyticsStatus");
});

it("counts on the about page as many communities as it lists", () => {
  const { hero, whySeattle } = aboutUsPage();
  const communities = whySeattle.groups.flatMap((group) => group.tags).length;
  expect(hero.stats?.find((stat) => /communities/i.test(stat.label))?.value).toBe(
    String(communities),
  );
});
