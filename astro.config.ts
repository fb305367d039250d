import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { hydrateOnIntent } from "./app/integrations/hydrate-on-intent";
import { images } from "./app/integrations/images";
import { siteDefine } from "./vitest.config";

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * Every page is prerendered to `${BUILD_DIR}/client/<path>/index.html`; React renders the sections
 * at build time, and only the islands (client:* directives) ship React to the browser.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${buildDir}/client`,
  // Side-by-side builds (tests, audits) keep their own cache.
  cacheDir: `./node_modules/.astro/${buildDir}`,
  trailingSlash: "never",
  // The stylesheet goes inline in every page: no render-blocking request besides the document
  // (about 10 KB gzip of CSS; decision 013).
  build: { format: "directory", assets: "assets", inlineStylesheets: "always" },
  integrations: [react(), mdx(), images(), hydrateOnIntent()],
  devToolbar: { enabled: false },
  vite: {
    // @tailwindcss/vite is typed against the project's Vite 7, Astro 5 runs Vite 6.
    plugins: [tailwindcss() as never],
    define: siteDefine,
  },
});
