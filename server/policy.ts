/**
 * HTTP rules shared by the Node server and the static host: the server applies them in app.ts and
 * static.ts; scripts/netlify-headers.ts writes them into the build's `_headers` file for Netlify, and
 * netlify.toml carries the redirects (server/netlify.test.ts keeps all of them in step).
 * The reasons are in docs/decisions/008-security-headers.md.
 */

/** Permanent (301) redirects, from a path without trailing slash. */
export const redirects: Readonly<Record<string, string>> = {
  // Linked from /process-automation as the spec states; the page lives at /process-audit.
  "/business-process-audit": "/process-audit",
};

/**
 * Powerful browser features the site never uses, turned off for it and anything it could embed.
 * Only names Chromium knows: an unknown one is logged as an error in the console.
 */
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** On every response, whatever its type. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Older browsers; current ones follow frame-ancestors in the CSP.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": disabledFeatures.map((feature) => `${feature}=()`).join(", "),
} as const;

/**
 * Two years, subdomains included. Sent only over HTTPS (or when HSTS=1): a browser that gets it
 * from a plain-HTTP localhost would refuse plain HTTP on localhost afterwards.
 */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * The Content-Security-Policy of every page, before server/csp.ts adds the page's own inline
 * script and style hashes (to script-src and style-src) and the sources of allowed third-party
 * scripts. No 'unsafe-inline' and no 'unsafe-eval' anywhere.
 */
export const cspDirectives: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * Responses that are not pages (files, redirects, error texts, the contact endpoint's answers):
 * nothing may load or run in them, should a browser ever render one as a document.
 */
export const resourceCsp =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The owner's inbox (server/admin): its own stylesheet and nothing else, no script at all, forms
 * that post only to the site, never framed.
 */
export const adminCsp =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * XML documents a browser may show as a page (the RSS feed with its `xml-stylesheet`): the
 * site's own stylesheets load, nothing else does.
 */
export const xmlDocumentCsp =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Third-party scripts a page may load, by origin, with the sources each needs. A page that loads
 * a script from an origin not listed here fails the build (server/csp.ts).
 */
export const thirdPartyScripts: Readonly<Record<string, Readonly<Record<string, string[]>>>> = {
  // Google Analytics 4 (gtag.js), only in a build with GA_MEASUREMENT_ID. Google's own list:
  // https://developers.google.com/tag-platform/security/guides/csp
  "https://www.googletagmanager.com": {
    "script-src": ["https://www.googletagmanager.com"],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
  },
};

export const cacheControl = {
  /** /assets/ files have a content hash in their name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Pages revalidate every time (a 304 when the ETag still matches). */
  html: "no-cache",
  other: "public, max-age=3600",
} as const;
