/** HTTP rules shared by the Node server and netlify.toml (server/netlify.test.ts keeps them in step). */

/** Permanent (301) redirects, from a path without trailing slash. */
export const redirects: Readonly<Record<string, string>> = {
  // Linked from /process-automation as the spec states; the page lives at /process-audit.
  "/business-process-audit": "/process-audit",
};

/** On every response. Only frame-ancestors: the prerendered pages rely on inline scripts. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
} as const;

export const cacheControl = {
  /** /assets/ files have a content hash in their name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Pages revalidate every time (a 304 when the ETag still matches). */
  html: "no-cache",
  other: "public, max-age=3600",
} as const;
