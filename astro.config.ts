import { fileURLToPath } from "node:url";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { netlifyHeadersFile } from "./scripts/netlify-headers";
import { buildDirOf, siteDefine } from "./site-env";
import { contentImages } from "./src/integrations/content-images";
import { contentReload } from "./src/integrations/content-reload";
import { images } from "./src/integrations/images";
import { mdxWithoutCode } from "./src/integrations/mdx-without-code";

const buildDir = buildDirOf();
/** Every image Markdown or MDX names is checked before the build imports it. */
const checkedImages: [typeof contentImages, Parameters<typeof contentImages>[0]] = [
  contentImages,
  { root: fileURLToPath(new URL(".", import.meta.url)) },
];

/**
 * Every page is prerendered to `dist/<path>/index.html` (or BUILD_DIR's); React renders the
 * sections at build time, and only the interactive parts ship React to the browser: the contact
 * dialog, which the page script hydrates on intent, and the ROI calculator (client:visible).
 */
export default defineConfig({
  outDir: `./${buildDir}`,
  // Side-by-side builds (tests, audits) keep their own cache; the server's publishes, each in a
  // new folder, share one (BUILD_CACHE).
  cacheDir: `./node_modules/.astro/${process.env.BUILD_CACHE?.trim() || buildDir}`,
  trailingSlash: "never",
  // Stylesheets are files named by their content in /assets/, cached for a year: the first page
  // of a visit waits for one request, every later page takes them from the cache (decision 041).
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  markdown: { remarkPlugins: [checkedImages] },
  integrations: [
    react(),
    mdx({ remarkPlugins: [mdxWithoutCode, checkedImages] }),
    images(),
    contentReload(),
    netlifyHeadersFile(),
  ],
  devToolbar: { enabled: false },
  vite: {
    // @tailwindcss/vite is typed against the project's Vite 7, Astro 5 runs Vite 6.
    plugins: [tailwindcss() as never],
    define: siteDefine,
  },
});
