/**
 * The site's colour tokens (the `@theme` of src/app.css) for what Tailwind does not style: the
 * PDFs, the feed's stylesheet and the drawings painted by attribute (components/drawing/palette.ts).
 * brand-colors.test.ts keeps the two lists equal.
 */
export const brandColors = {
  "brand-50": "#ecfdf5",
  "brand-100": "#d1fae5",
  "brand-200": "#a7f3d0",
  "brand-300": "#6ee7b7",
  "brand-500": "#10b981",
  "brand-600": "#059669",
  "brand-700": "#047857",
  "brand-800": "#065f46",
  "brand-900": "#064e3b",
  ink: "#0f172a",
  muted: "#475569",
  accent: "#f59e0b",
} as const;
