/**
 * Ten saves at once of one 36-megapixel PNG (6000 x 6000, under the 5 MB and 40-megapixel limits)
 * in this process; prints the process's peak memory (max RSS, MB) before and after, as JSON.
 * Run as a child by content-update.test.ts, so the peak is this process's alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { contentKind } from "../../server/site-editor/content-files";
import { saveUpdate } from "../../server/site-editor/content-update";

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const source = mkdtempSync(join(tmpdir(), "eca-large-"));
const png = await sharp({
  create: { width: 6000, height: 6000, channels: 3, background: "#047857" },
})
  .png()
  .toBuffer();
const before = peakMb();
const results = await Promise.all(
  Array.from({ length: 10 }, (_, index) =>
    saveUpdate(
      source,
      JSON.stringify({
        additions: [
          {
            path: `src/assets/images/blog/large-${index}.png`,
            contents: png.toString("base64url"),
          },
        ],
        deletions: [],
      }),
      contentKind,
    ),
  ),
);
rmSync(source, { recursive: true, force: true });
console.log(JSON.stringify({ before, after: peakMb(), statuses: results.map((r) => r.status) }));
