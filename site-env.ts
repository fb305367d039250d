/**
 * Build-time settings the app reads as `import.meta.env.*`: the same in the site's build
 * (astro.config.ts) and in the tests (vitest.config.ts).
 */
const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export const siteDefine = {
  "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
  "import.meta.env.GA_MEASUREMENT_ID": JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ""),
};
