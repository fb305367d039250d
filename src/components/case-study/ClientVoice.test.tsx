import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { caseStudyContent, photoWidths } from "~/collections/case-studies";
import { caseStudySchema } from "~/collections/case-studies/schema";
import { pipelineState, responsiveImage } from "~/lib/images";
import { ClientVoice } from "./ClientVoice";

/**
 * A record with a client quote and an uploaded photo: a fixture (none of the six case studies has
 * either, decision 020), read as the build reads it and drawn through the sharp pipeline.
 */
const image = "/src/assets/images/case-studies/fixture/photo/value/image.jpg";
const fixture = {
  ...JSON.parse(readFileSync("src/content/case-studies/retail-operations.json", "utf8")),
  quote: {
    discriminant: true,
    value: { text: "Fixture words & more.", role: "Fixture role", business: "A fixture business" },
  },
  photo: { discriminant: true, value: { image, alt: "The fixture's shop floor" } },
};

let root: string;
const saved = { ...pipelineState() };
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "eca-client-voice-"));
  Object.assign(pipelineState(), { root, cacheDir: join(root, "cache"), emitted: new Map() });
  const file = join(root, image.slice(1));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#047857" } })
      .jpeg()
      .toBuffer(),
  );
});
afterEach(() => {
  Object.assign(pipelineState(), saved);
  rmSync(root, { recursive: true, force: true });
});

test("a record with a quote and a photo shows both: the words, who said them, a responsive photo", async () => {
  const { quote, photo } = caseStudyContent(caseStudySchema.parse(fixture));
  if (!photo) throw new Error("the fixture has a photo");
  const picture = await responsiveImage(photo.source, { widths: photoWidths });
  const html = renderToStaticMarkup(
    <ClientVoice quote={quote} photo={{ image: picture, alt: photo.alt }} />,
  );

  expect(html).toContain("<blockquote");
  expect(html).toContain("<p>“Fixture words &amp; more.”</p>");
  expect(html).toMatch(/<figcaption[^>]*><span[^>]*>Fixture role<\/span>.*A fixture business/);
  expect(html).toMatch(/<h2[^>]*>In their words<\/h2>/);
  // The photo: AVIF and WebP sources, a JPEG fallback at each width, its alt text and its size.
  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/assets\/img\/image-400\.\w+\.avif 400w/,
  );
  expect(html).toContain('type="image/webp"');
  expect(html).toMatch(/<img src="\/assets\/img\/image-400\.\w+\.jpg"/);
  expect(html).toContain('alt="The fixture&#x27;s shop floor"');
  expect(html).toContain('width="400" height="250"');
  expect(html).toMatch(/1200w/);
});

test("a record with neither adds nothing to the page", () => {
  const record = caseStudySchema.parse({
    ...fixture,
    quote: { discriminant: false },
    photo: undefined,
  });
  const { quote, photo } = caseStudyContent(record);
  expect(quote).toBeUndefined();
  expect(photo).toBeUndefined();
  expect(renderToStaticMarkup(<ClientVoice quote={quote} />)).toBe("");
});

test("a photo alone is shown without a quote", async () => {
  const picture = await responsiveImage(image.slice(1), { widths: [400] });
  const html = renderToStaticMarkup(<ClientVoice photo={{ image: picture, alt: "A floor" }} />);
  expect(html).not.toContain("<blockquote");
  expect(html).toContain('alt="A floor"');
});
