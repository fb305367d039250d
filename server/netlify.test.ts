import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { readConfig } from "./config";
import { cacheControl, redirects, securityHeaders } from "./policy";

type Table = Record<string, string | number>;

/** Just enough TOML for netlify.toml: tables, arrays of tables, one level of subtables, strings and integers. */
function parseNetlifyToml(text: string) {
  const tables: Record<string, Table[]> = {};
  let current: Table = {};
  let prefix = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^(\[\[?)\s*([\w.]+)\s*\]\]?$/.exec(line);
    if (header) {
      const [, brackets, name = ""] = header;
      if (brackets === "[[" || !name.includes(".")) {
        current = {};
        tables[name] = [...(tables[name] ?? []), current];
        prefix = "";
      } else {
        prefix = `${name.split(".").pop()}.`;
      }
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*(?:"(.*)"|(\d+))$/.exec(line);
    if (!pair) throw new Error(`unexpected line: ${line}`);
    const [, key = "", quoted, number] = pair;
    current[`${prefix}${key}`] = number === undefined ? (quoted ?? "") : Number(number);
  }
  return tables;
}

const netlify = parseNetlifyToml(readFileSync(new URL("../netlify.toml", import.meta.url), "utf8"));

it("netlify.toml builds with npm run build and publishes the client build", () => {
  expect(netlify.build?.[0]).toMatchObject({
    command: "npm run build",
    publish: readConfig({}).staticRoot,
  });
});

it("netlify.toml has the server's redirects, with the 404 catch-all last", () => {
  const rules = netlify.redirects ?? [];
  for (const [from, to] of Object.entries(redirects)) {
    expect(rules).toContainEqual({ from, to, status: 301 });
  }
  expect(rules.at(-1)).toEqual({ from: "/*", to: "/404.html", status: 404 });
  expect(rules).toHaveLength(Object.keys(redirects).length + 1);
});

it("netlify.toml sends the server's security and cache headers", () => {
  const headersFor = (path: string) =>
    Object.fromEntries(
      Object.entries(netlify.headers?.find((rule) => rule.for === path) ?? {})
        .filter(([key]) => key.startsWith("values."))
        .map(([key, value]) => [key.slice("values.".length), value]),
    );
  expect(headersFor("/*")).toEqual(securityHeaders);
  expect(headersFor("/assets/*")).toEqual({ "Cache-Control": cacheControl.hashedAsset });
});
