import { readdirSync, readFileSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import { expect, it } from "vitest";
import { articleComponents, mdxWithoutCode } from "./mdx-without-code";

const blog = new URL("../content/blog/", import.meta.url);
const check = (value: string, path = "src/content/blog/x.mdx") =>
  compile({ value, path }, { remarkPlugins: [mdxWithoutCode] });

// Compiling the six articles takes seconds on a busy machine.
it("lets every article through", { timeout: 60_000 }, async () => {
  for (const name of readdirSync(blog).filter((file) => file.endsWith(".mdx"))) {
    await expect(check(readFileSync(new URL(name, blog), "utf8")), name).resolves.toBeTruthy();
  }
});

it("stops the build on code in an article, naming the file and the line", async () => {
  for (const [text, what] of [
    ["import fs from 'node:fs'\n\nText", "line 1: an import or export statement"],
    ["export const x = process.exit(1)\n", "line 1: an import or export statement"],
    ["Text\n\n{process.env.SECRET}\n", "line 3: a {...} expression"],
    ["Some {1 + 1} text\n", "line 1: a {...} expression"],
    ["<script>alert(1)</script>\n", "line 1: <script>"],
    ['<img src="x" onError="alert(1)" />\n', "line 1: <img>"],
    ['<Claim name={"x"} />\n', "line 1: an attribute computed by an expression"],
    ["<Claim {...props} />\n", "line 1: an attribute computed by an expression"],
    ["Text\n\n[click](javascript:alert(1))\n", 'line 3: a link to "javascript:"'],
    ["[click](JavaScript:alert(1))\n", 'line 1: a link to "JavaScript:"'],
    ["[click][x]\n\n[x]: vbscript:msgbox\n", 'line 3: a link to "vbscript:"'],
    ["[click](data:text/html,hi)\n", 'line 1: a link to "data:"'],
  ] as const) {
    await expect(check(text), text).rejects.toThrow(
      `src/content/blog/x.mdx has code in it, which articles may not: ${what}`,
    );
  }
  const allowed = [
    'Saves <Claim name="hoursSavedWeekly" /> a week.',
    '<Figure caption="A" alignRight="2 4">',
    "| a |\n| - |",
    "[Pricing](/pricing), [mail](mailto:hello@example.com), [call](tel:+12065550100), [web](https://example.com)",
    "</Figure>",
  ].join("\n\n");
  await expect(check(allowed)).resolves.toBeTruthy();
});

it("allows the components the article page renders, and only those", () => {
  const page = readFileSync(new URL("../pages/blog/[slug].astro", import.meta.url), "utf8");
  const rendered = /<Content components=\{\{ ([^}]+) \}\} \/>/.exec(page)?.[1]?.split(", ");
  expect(rendered).toEqual([...articleComponents]);
});
