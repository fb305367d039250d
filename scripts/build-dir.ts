/**
 * Where `npm run build` writes the site: Astro's default `dist/`, or BUILD_DIR (a folder inside
 * the project) to keep several builds side by side (tests, audits). The build, the server, the
 * tools and the end-to-end tests all read it here.
 */
export const defaultBuildDir = "dist";

export const buildDirOf = (env: Record<string, string | undefined> = process.env): string =>
  env.BUILD_DIR?.trim() || defaultBuildDir;
