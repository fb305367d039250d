/**
 * Build-time settings: what the app reads as `import.meta.env.*`, the same in the site's build
 * (astro.config.ts) and in the tests (vitest.config.ts), and the folder the build writes.
 */
const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export const siteDefine = {
  "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
  "import.meta.env.GA_MEASUREMENT_ID": JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ""),
};

/**
 * Where `npm run build` writes the site: Astro's default `dist/`, or BUILD_DIR (a folder inside
 * the project) to keep several builds side by side (tests, audits). The build, the server, the
 * tools and the end-to-end tests all read it here.
 */
export const defaultBuildDir = "dist";

export const buildDirOf = (env: Record<string, string | undefined> = process.env): string =>
  env.BUILD_DIR?.trim() || defaultBuildDir;
