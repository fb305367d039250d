import { brandColors } from "~/lib/brand-colors";

/**
 * The colours of drawings painted by attribute (the hero visuals, on the dark hero): the site's
 * colour tokens, read from brand-colors.ts (which its test keeps equal to app.css). Drawings that
 * Tailwind paints by class (the case-study drawings) use the token classes instead.
 */
export const ink = brandColors.ink;
export const brand = brandColors["brand-700"];
export const green = brandColors["brand-500"];
export const mint = brandColors["brand-200"];
export const paleGreen = brandColors["brand-50"];
export const deepGreen = brandColors["brand-900"];
export const accent = brandColors.accent;
export const white = "#fff";

/**
 * Light greys for text stand-ins and rules. The site has no token for them: they are Tailwind's
 * slate 300, 200 and 50 as hex, which its classes give in oklch.
 */
export const slate = "#cbd5e1";
export const lightSlate = "#e2e8f0";
export const paleSlate = "#f8fafc";
