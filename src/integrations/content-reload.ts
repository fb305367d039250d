/**
 * In `astro dev` (and `npm run edit`), a saved content file shows on the development site at once.
 * The content modules read their records from disk at load time (src/content/records.ts and
 * src/content/blog/frontmatter.ts), outside Vite's module graph, so Vite would keep serving pages
 * built from the old files: on a change to a JSON or MDX file under src/content, every
 * server-side module is evaluated again and the open pages reload.
 */
import type { AstroIntegration } from "astro";

const contentFile = /[\\/]src[\\/]content[\\/].+\.(json|mdx)$/;

export function contentReload(): AstroIntegration {
  return {
    name: "eca-content-reload",
    hooks: {
      "astro:server:setup": ({ server }) => {
        const reload = (file: string) => {
          if (!contentFile.test(file)) return;
          server.moduleGraph.invalidateAll();
          server.ws.send({ type: "full-reload" });
        };
        server.watcher.on("change", reload);
        server.watcher.on("add", reload);
        server.watcher.on("unlink", reload);
      },
    },
  };
}
