/**
 * The inbox's stylesheet: the site's colour and font tokens, read from src/app.css's @theme block
 * (one source of truth), followed by admin.css and the pipeline page's pipeline.css, which use
 * them as custom properties.
 */
import { readFileSync } from "node:fs";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** `--color-*` and `--font-sans` declarations of the @theme block. */
export function themeTokens(css: string): string[] {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  return [...theme.matchAll(/(--(?:color-[\w-]+|font-sans)):\s*([^;]+);/g)].map(
    ([, name, value = ""]) => `${name}: ${value.replace(/\s+/g, " ").trim()};`,
  );
}

const tokens = themeTokens(read("../../src/app.css"));
if (!tokens.some((token) => token.startsWith("--color-brand-700"))) {
  throw new Error("src/app.css has no --color-brand-700 in its @theme block");
}

export const adminStylesheet = `:root { ${tokens.join(" ")} }\n${read("./admin.css")}\n${read("./pipeline.css")}`;
