import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { expect, it } from "vitest";
import { BUILD_CACHE_DIR, cachedBuildStep, GUIDE_NEVER_READS, hashOf } from "./build-cache";

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

it("the guide's PDFs import nothing from the folders their cache key leaves out", () => {
  const graph = importGraph("src/pages/guides/[file].pdf.ts");
  expect(graph).toContain("src/content/site.json");
  expect(
    [...graph].filter((file) => GUIDE_NEVER_READS.some((folder) => file.startsWith(folder))),
  ).toEqual([]);
});

it("the guide's PDFs never read the analytics setting, which their cache key leaves out", () => {
  const graph = [...importGraph("src/pages/guides/[file].pdf.ts")];
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
