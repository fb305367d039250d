/**
 * The content editor's browser bundle (`npm run build:editor`): Keystatic's UI with the project's
 * keystatic.config.ts, into build-editor/ beside the project. Never the public build: the server
 * serves these files only to a signed-in account that may edit the site (routes.tsx), under
 * EDITOR_ASSET_PREFIX.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteDefine } from "../../site-env";
import { EDITOR_ASSET_PREFIX, EDITOR_BUNDLE_DIR } from "../../src/lib/editor-paths";

const root = fileURLToPath(new URL("../../", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL("./ui/", import.meta.url)),
  base: EDITOR_ASSET_PREFIX,
  publicDir: false,
  logLevel: "warn",
  resolve: { alias: { "~": `${root}src` } },
  define: { ...siteDefine, "process.env.NODE_ENV": JSON.stringify("production") },
  esbuild: { jsx: "automatic" },
  build: {
    outDir: `${root}${EDITOR_BUNDLE_DIR}`,
    emptyOutDir: true,
    assetsDir: "",
    chunkSizeWarningLimit: 8000,
    // No source maps: the bundle is served to signed-in editors only, and they would add megabytes.
    sourcemap: false,
    rollupOptions: {
      // Keystatic's packages mark modules "use client" for React Server Components; a browser
      // bundle has nothing to do with the mark.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
