/**
 * The folder whose src/content the content readers read at run time: the working directory (the
 * project, or the build's tree) in builds, tests and scripts. The server sets SITE_CONTENT_ROOT to
 * the live build's snapshot (server/published-content.ts), so what it reads is what is published.
 */
export const contentRoot = () => process.env.SITE_CONTENT_ROOT?.trim() || process.cwd();
