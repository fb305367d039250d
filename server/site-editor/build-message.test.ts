import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildMessage } from "./build-message";

/** Outputs shaped as the real build printed them (Astro, Vite, Rollup, the MDX compiler). */
const scratch = mkdtempSync(join(tmpdir(), "eca-message-"));
const source = join(scratch, "site");
const secretFile = join(scratch, "secret.txt");
writeFileSync(secretFile, "root:x:0:0:root:/root:/bin/bash\n");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("shows the error lines without colours, stack frames, Astro's hint or the progress before them", () => {
  const output = [
    "12:00:01 [build] Building static entrypoints...",
    "12:00:02 [build]   ├─ /pricing/index.html (+12ms)",
    "\u001b[31m[ERROR]\u001b[39m src/content/events/x.json: title: Required",
    "    at parse (node_modules/zod.js:1:1)",
    "",
    "  Hint:",
    "    Fix the title.",
  ].join("\n");
  expect(buildMessage(output, source)).toBe("[ERROR] src/content/events/x.json: title: Required");
});

it("never shows the lines of a file the build quoted, nor where a file outside the site is", () => {
  const output = [
    "12:00:03 [ERROR] [vite] ✗ Build failed in 3.42s",
    "../../../etc/passwd (1:8): Expected ';', '}' or <eof>",
    `file: ${secretFile}:1:8`,
    "",
    "1: root:x:0:0:root:/root:/bin/bash",
    "           ^",
    "2: daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin",
    " 11 | const secret = 1;",
    "> 12 | const other = 2;",
    "     |       ^",
    "  Location:",
    `    file://${secretFile}:1:8`,
    "  Stack trace:",
    "    at getRollupError (file:///app/node_modules/rollup/dist/es/shared/parseAst.js:355:41)",
    "  Caused by:",
    "  root:x:0:0",
  ].join("\n");
  const message = buildMessage(output, source);
  expect(message).not.toMatch(/root:|daemon|secret|const /);
  expect(message).toBe(
    [
      "12:00:03 [ERROR] [vite] ✗ Build failed in 3.42s",
      "../../../etc/passwd (1:8): Expected ';', '}' or <eof>",
      "file: (a file outside the site's content):1:8",
      "  Location:",
      "    (a file outside the site's content):1:8",
    ].join("\n"),
  );
});

it("names the site's own files relative to the site's folder", () => {
  const output = [
    "12:00:04 [ERROR] [vite] ✗ Build failed in 2.95s",
    `[@mdx-js/rollup] src/content/blog/a.mdx: line 3: the image "../probe/evil.md" is not an image in src/assets/images/.`,
    `file: ${source}/src/content/blog/a.mdx:undefined:undefined`,
  ].join("\n");
  expect(buildMessage(output, source)).toBe(
    [
      "12:00:04 [ERROR] [vite] ✗ Build failed in 2.95s",
      `[@mdx-js/rollup] src/content/blog/a.mdx: line 3: the image "../probe/evil.md" is not an image in src/assets/images/.`,
      "file: src/content/blog/a.mdx",
    ].join("\n"),
  );
});

it("finds a failure printed bare: glued to the route being built, or a YAML reader's", () => {
  const rendering = [
    "24:17:09 ▶ src/pages/contact-received.astro",
    "24:17:09   └─ /contact-received/index.html (+7ms) ",
    "24:17:23 ▶ src/pages/index.astro",
    "24:17:23   └─ /index.htmlsrc/content/page-copy/home.json: (file): Unrecognized key(s) in object: '__proto__'",
    "  Stack trace:",
    `    at checkData (file://${source}/builds/x/site/chunks/index.mjs:86:11)`,
  ].join("\n");
  expect(buildMessage(rendering, source)).toBe(
    "src/content/page-copy/home.json: (file): Unrecognized key(s) in object: '__proto__'",
  );
  const yaml = [
    "24:15:20 [content] Syncing content",
    "unknown tag !<tag:yaml.org,2002:js/function>",
    "  Location:",
    `    ${source}/src/content/blog/a.mdx:2:42`,
    "  Stack trace:",
    "    at generateError (file:///app/node_modules/js-yaml/dist/js-yaml.mjs:1140:12)",
  ].join("\n");
  expect(buildMessage(yaml, source)).toBe(
    "unknown tag !<tag:yaml.org,2002:js/function>\n  Location:\n    src/content/blog/a.mdx:2:42",
  );
});

it("says so when the build failed without a word", () => {
  expect(buildMessage("\n\n", source)).toBe("The build failed without saying why.");
});

it("starts at Astro's own first line, which names the file and the field, not at its error reference, and leaves out its preamble and hint", () => {
  const output = [
    "12:00:01 [content] Syncing content",
    "[GenerateContentTypesError] `astro sync` command failed to generate content collection types: src/content/site.json: bookingUrl: must be a full address (https://...)",
    "  Hint:",
    "    This error is often caused by a syntax error inside your content.",
    "  Error reference:",
    "    https://docs.astro.build/en/reference/errors/generate-content-types-error/",
    "  Stack trace:",
    "    at syncContentCollections (file:///app/node_modules/astro/dist/core/sync/index.js:238:11)",
  ].join("\n");
  expect(buildMessage(output, source)).toBe(
    "src/content/site.json: bookingUrl: must be a full address (https://...)",
  );
});
