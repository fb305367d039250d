import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pages } from "~/collections/page-list";
import { readRecords } from "~/collections/records";
import { caseStudyContent, caseStudyFolder, caseStudyRecords } from ".";
import { caseStudies } from "./results";
import { caseStudySchema, photoPublicPath } from "./schema";

const caseStudyPaths = pages.filter((page) => page.kind === "case-study").map((page) => page.path);
const stored = (slug: string) =>
  JSON.parse(readFileSync(`${caseStudyFolder}/${slug}.json`, "utf8")) as Record<string, unknown>;

describe("the stored case studies", () => {
  it("are one file per case-study page, each passing its schema", () => {
    // readRecords checks every file with caseStudySchema when the module loads.
    expect(caseStudyRecords.map((record) => `/${record.slug}`).sort()).toEqual(
      [...caseStudyPaths].sort(),
    );
    expect(Object.keys(caseStudies).sort()).toEqual([...caseStudyPaths].sort());
    for (const { file } of caseStudyRecords) {
      expect(caseStudySchema.safeParse(JSON.parse(readFileSync(file, "utf8"))).success, file).toBe(
        true,
      );
    }
  });

  it("have no quote and no photo: none is invented (decision 020)", () => {
    for (const { slug, data } of caseStudyRecords) {
      expect(data.quote, slug).toBeUndefined();
      expect(data.photo, slug).toBeUndefined();
      expect(stored(slug).quote).toEqual({ discriminant: false });
    }
  });
});

describe("a case-study file", () => {
  let root: string;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A folder holding one record: manufacturing's, changed by `change`. */
  // biome-ignore lint/suspicious/noExplicitAny: each test edits the stored JSON where it likes
  function folderWith(name: string, change: (record: Record<string, any>) => void) {
    root = mkdtempSync(join(tmpdir(), "eca-case-studies-"));
    const record = stored("manufacturing-automation");
    change(record);
    mkdirSync(join(root, "cases"));
    writeFileSync(join(root, "cases", `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
    return () => readRecords("cases", caseStudySchema, root);
  }

  it("with an empty required text fails, naming the file and the field", () => {
    const read = folderWith("bad", (record) => {
      record.results.items[1].metric = " ";
    });
    expect(read).toThrow(
      /^cases\/bad\.json: invalid record\nresults\.items\.1\.metric: must not be empty$/,
    );
  });

  it("with an icon, a link or a delay the build cannot show fails at that field", () => {
    const read = folderWith("bad", (record) => {
      record.solution.items[0].icon = "rocket";
      record.related[0].to = "/nowhere";
      record.workflow.before[0].delay = "two weeks";
    });
    expect(read).toThrow(/solution\.items\.0\.icon: Invalid enum value/);
    expect(read).toThrow(/related\.0\.to: Invalid enum value/);
    expect(read).toThrow(/workflow\.before\.0\.delay: must read like "15 minutes"/);
  });

  it("must have four results, and name only results 0-3", () => {
    const read = folderWith("bad", (record) => {
      record.results.items.pop();
      record.workflow.after[0].result = 4;
      record.workflow.hoursResult = -1;
    });
    expect(read).toThrow(/results\.items: Array must contain exactly 4 element\(s\)/);
    expect(read).toThrow(/workflow\.after\.0\.result: Number must be less than or equal to 3/);
    expect(read).toThrow(/workflow\.hoursResult: Number must be greater than or equal to 0/);
  });

  it("with a misspelt field fails, naming it", () => {
    const read = folderWith("bad", (record) => {
      record.tool.captoin = record.tool.caption;
    });
    expect(read).toThrow(/tool: Unrecognized key\(s\) in object: 'captoin'/);
  });

  it("reads a delay as the figure counts it", () => {
    const read = folderWith("delays", (record) => {
      record.workflow.before[0].delay = "more than 2 hours";
      record.workflow.before[1].delay = "1 day";
      record.workflow.after[0].delay = "same day";
      record.workflow.after[1].delay = "15 minutes";
    });
    const { workflow } = read()[0]?.data ?? {};
    expect(workflow?.before[0]?.delay).toEqual({ amount: 2, unit: "hours", moreThan: true });
    expect(workflow?.before[1]?.delay).toEqual({ amount: 1, unit: "days" });
    expect(workflow?.after[0]?.delay).toEqual({ amount: 0, unit: "days" });
    expect(workflow?.after[1]?.delay).toEqual({ amount: 15, unit: "minutes" });
  });

  it("with a quote and a photo gives the page both (a fixture, not one of the six)", () => {
    const image = `${photoPublicPath}fixture/photo/value/image.jpg`;
    const read = folderWith("fixture", (record) => {
      record.quote = {
        discriminant: true,
        value: { text: "Fixture words.", role: "Fixture role", business: "A fixture business" },
      };
      record.photo = { discriminant: true, value: { image, alt: "The fixture's floor" } };
      record.assessmentButton = "Get Your Fixture Assessment";
    });
    const [fixture] = read();
    if (!fixture) throw new Error("no fixture");
    const content = caseStudyContent(fixture.data);
    expect(content.quote).toEqual({
      text: "Fixture words.",
      role: "Fixture role",
      business: "A fixture business",
    });
    expect(content.photo).toEqual({
      source: "src/assets/images/case-studies/fixture/photo/value/image.jpg",
      alt: "The fixture's floor",
    });
    expect(content.hero.actions.map((action) => action.label)).toEqual([
      "Get Your Fixture Assessment",
    ]);
  });

  it("refuses a photo without alt text, or outside the case-study image folder", () => {
    const read = folderWith("bad", (record) => {
      record.photo = {
        discriminant: true,
        value: { image: "/public/photo.jpg", alt: "" },
      };
    });
    expect(read).toThrow(
      /photo\.value\.image: must be an image under \/src\/assets\/images\/case-studies\//,
    );
    expect(read).toThrow(/photo\.value\.alt: must not be empty/);
  });
});
