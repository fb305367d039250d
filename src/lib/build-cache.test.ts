import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { expect, it } from "vitest";
import { BUILD_CACHE_DIR, cachedBuildStep, guideMayRead, hashOf } from "./build-cache";

const root = resolve(".");

/** The project's own files a module imports, followed through every import. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(root, file), "utf8");
    for (const [, spec = ""] of text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)) {
      const base = spec.startsWith("~/")
        ? join("src", spec.slice(2))
        : spec.startsWith(".")
          ? join(dirname(file), spec)
          : null;
      if (base === null) continue;
      const found = ["", ".ts", ".tsx", "/index.ts", ".json"]
        .map((suffix) => `${base}${suffix}`)
        .find((candidate) => /\.\w+$/.test(candidate) && existsSync(join(root, candidate)));
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

const pdfModules = () => [...importGraph("src/pages/guides/[file].pdf.ts")];

it("every project file the guide's PDFs import is in their cache key", () => {
  const graph = pdfModules();
  expect(graph).toContain("src/content/site.json");
  expect(graph.filter((file) => !guideMayRead(file))).toEqual([]);
});

it("every content file or folder the guide's PDFs name is in their cache key", () => {
  const named = pdfModules()
    // build-cache.ts names src/content/ in the rule itself, and reads no content.
    .filter((file) => /\.tsx?$/.test(file) && file !== "src/lib/build-cache.ts")
    .flatMap((file) => {
      const code = readFileSync(join(root, file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      return [...code.matchAll(/["'`](src\/content(?:\/[^"'`$]*)?)/g)].map(([, path = ""]) => path);
    });
  expect(named).toContain("src/content/guide");
  expect(named).toContain("src/content/page-copy/automation-guide.json");
  // A folder's name stands for every file it could hold, in any subfolder.
  const unread = named.filter((path) =>
    /\.\w+$/.test(path)
      ? !guideMayRead(path)
      : !guideMayRead(`${path.replace(/\/$/, "")}/any-folder/any-record.json`),
  );
  expect(unread).toEqual([]);
});

it("a change to the pages' copy, an article, a record or an image leaves the guide's PDFs as made", () => {
  for (const file of [
    "src/content/page-copy/home.json",
    "src/content/blog/ai-vs-traditional-automation.mdx",
    "src/content/events/2024-03-14-automation-101.json",
    "src/content/testimonials/capitol-hill-bakery.json",
    "src/content/case-studies/dealership-automation.json",
    "src/assets/images/founder-portrait.svg",
  ])
    expect(guideMayRead(file), file).toBe(false);
  for (const file of [
    "src/content/site.json",
    "src/content/guide/chapters/getting-started.md",
    "src/content/page-copy/automation-guide.json",
    "src/features/guide/GuidePdf.tsx",
    "public/favicon.svg",
  ])
    expect(guideMayRead(file), file).toBe(true);
});

it("the guide's PDFs never read the analytics setting, which their cache key leaves out", () => {
  const graph = pdfModules();
  expect(graph).toContain("src/features/guide/GuidePdf.tsx");
  // The setting reaches the code only as this name (site-env.ts), read by src/lib/analytics.ts.
  expect(readFileSync(join(root, "src/lib/analytics.ts"), "utf8")).toContain("GA_MEASUREMENT_ID");
  expect(
    graph.filter((file) => readFileSync(join(root, file), "utf8").includes("GA_MEASUREMENT_ID")),
  ).toEqual([]);
});

it("makes a step once per key, reads it back after, and keeps one output per name", async () => {
  const name = `test/${process.pid}`;
  const files = () =>
    readdirSync(BUILD_CACHE_DIR).filter((file) => file.startsWith(`test_${process.pid}-`));
  let made = 0;
  const make = async () => {
    made++;
    return new TextEncoder().encode(`bytes ${made}`);
  };
  try {
    const first = hashOf("first");
    expect(await cachedBuildStep(name, first, make)).toEqual(new TextEncoder().encode("bytes 1"));
    expect(new Uint8Array(await cachedBuildStep(name, first, make))).toEqual(
      new TextEncoder().encode("bytes 1"),
    );
    expect(made).toBe(1);
    await cachedBuildStep(name, hashOf("second"), make);
    expect(files()).toEqual([`test_${process.pid}-${hashOf("second")}`]);
  } finally {
    for (const file of files()) rmSync(join(BUILD_CACHE_DIR, file));
  }
});
