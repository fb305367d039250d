import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** Build-time settings the app reads as `import.meta.env.*`: the same in the build and the tests. */
export const siteDefine = {
  "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
  "import.meta.env.GA_MEASUREMENT_ID": JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ""),
};

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: siteDefine,
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
  },
});
