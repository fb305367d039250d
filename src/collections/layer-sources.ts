/**
 * The folders Astro's content layer loads (src/content.config.ts): its own watcher reloads the
 * development site once it has stored a changed file, so src/integrations/content-reload.ts leaves
 * the reload of these files to it.
 */
export const layerSources = {
  blog: { base: "src/content/blog", extension: ".mdx" },
  events: { base: "src/content/events", extension: ".json" },
} as const;
