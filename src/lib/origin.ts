/** The site's origin, from SITE_URL at build time (default http://localhost:3000), no trailing slash. */
export const siteOrigin: string = import.meta.env.SITE_URL as string;

export const absoluteUrl = (path: string) => `${siteOrigin}${path}`;
