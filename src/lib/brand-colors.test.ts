import { readFileSync } from "node:fs";
import { brandColors } from "./brand-colors";

it("has the colour tokens of app.css, each with its value", () => {
  const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
  const tokens = Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8});/gi)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
  expect(brandColors).toEqual(tokens);
});
