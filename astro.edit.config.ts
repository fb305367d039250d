import keystatic from "@keystatic/astro";
import site from "./astro.config";
import { devSaves } from "./server/site-editor/dev-saves";

/**
 * `npm run edit`: the development server of astro.config.ts plus the Keystatic editor (local mode)
 * at /keystatic and its API at /api/keystatic. Only this config loads the integration, so
 * `npm run build` (astro.config.ts) stays fully static with nothing of the editor in the output.
 * Saves are written by devSaves, as on the live server, each file whole.
 */
export default {
  ...site,
  integrations: [...(site.integrations ?? []), keystatic(), devSaves()],
} satisfies typeof site;
