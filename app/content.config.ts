/**
 * Astro content collections. None yet; declaring the (empty) set keeps Astro from treating every
 * folder of app/content as a collection of its own.
 */
export const collections = {};
