import { gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { caseStudyRecords } from "~/collections/case-studies";
import { caseStudies } from "~/collections/case-studies/results";
import type { ToolIllustration } from "~/components/case-study/figures";
import { WhatWeBuilt } from "../WhatWeBuilt";
import { CaseStudyDrawing, type CaseStudyDrawingName, caseStudyDrawings } from ".";

/** What one illustration may add to its page, gzip, so a drawing never weighs down its page. */
const ILLUSTRATION_BUDGET = 3 * 1024;

/** The tool record of every stored case study (src/content/case-studies/*.json), by page path. */
const tools: Record<string, ToolIllustration> = Object.fromEntries(
  caseStudyRecords.map(({ slug, data }) => [`/${slug}`, data.tool]),
);

test("every case study has a drawing of its tool", () => {
  expect(Object.keys(caseStudyDrawings).sort()).toEqual(Object.keys(tools).sort());
});

describe.each(Object.entries(tools))("%s: the illustration of the delivered tool", (name, tool) => {
  const svg = renderToStaticMarkup(
    <CaseStudyDrawing name={name as CaseStudyDrawingName} description={tool.description} />,
  );

  test(`costs under ${ILLUSTRATION_BUDGET} bytes gzip`, () => {
    const bytes = gzipSync(svg, { level: 9 }).length;
    expect(bytes).toBeLessThan(ILLUSTRATION_BUDGET);
  });

  test("is an image named as an illustration, drawn with the site's colour tokens only", () => {
    expect(svg).toMatch(/^<svg[^>]*role="img"/);
    expect(svg).toContain(
      `aria-label="Illustration: ${tool.description.replaceAll("'", "&#x27;")}"`,
    );
    expect(svg).not.toContain('aria-hidden="true" role');
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    expect(svg).not.toMatch(/<(image|foreignObject)/);
  });

  test("its figure's caption says it is an illustration", () => {
    const html = renderToStaticMarkup(
      <WhatWeBuilt
        {...caseStudies["/manufacturing-automation"].solution}
        tool={tool}
        drawing={name as CaseStudyDrawingName}
      />,
    );
    const caption = html.match(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/)?.[1] ?? "";
    const text = caption.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");
    expect(text).toBe(`Illustration: ${tool.caption}`);
  });
});
