import { readFileSync } from "node:fs";
import { adminStylesheet, themeTokens } from "./stylesheet";

describe("the inbox's stylesheet", () => {
  it("takes the site's colour and font tokens from src/app.css's @theme block", () => {
    const appCss = readFileSync(new URL("../../src/app.css", import.meta.url), "utf8");
    const brand = /--color-brand-700:\s*([^;]+);/.exec(appCss)?.[1];
    expect(adminStylesheet).toContain(`--color-brand-700: ${brand};`);
    expect(
      themeTokens(
        "@theme {\n  --color-ink: #111;\n  --font-sans:\n    a, b;\n  --spacing: 4px;\n}",
      ),
    ).toEqual(["--color-ink: #111;", "--font-sans: a, b;"]);
  });

  it("uses no custom property that the tokens do not define", () => {
    const defined = new Set([...adminStylesheet.matchAll(/(--[\w-]+):/g)].map(([, name]) => name));
    const used = [...adminStylesheet.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
