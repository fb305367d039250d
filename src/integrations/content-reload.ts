/**
 * In `astro dev` (and `npm run edit`), a saved content file shows on the development site at once.
 * The content modules read their records from disk at load time (src/content/records.ts and
 * src/content/blog/frontmatter.ts), outside Vite's module graph, so Vite would keep serving pages
 * built from the old files. On a change to a JSON or MDX file under src/content:
 *   - the site's own modules (everything under src/) are evaluated again on the next request.
 *     Astro's runtime and the editor's modules are left alone: invalidating them too made a
 *     request that came during the re-evaluation fail ("renderComponent is not a function");
 *   - the open pages of the site reload. The editor (/keystatic) saved the file itself and is
 *     not reloaded for it (Astro's content layer still reloads every page when an article or an
 *     event changes; the editor then shows the saved entry).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const contentFile = /[\\/]src[\\/]content[\\/].+\.(json|mdx)$/;
const contentChanged = "eca:content-changed";

/** Runs in every page of the development server (injected, never built). */
const reloadSitePages = `
if (import.meta.hot && !location.pathname.startsWith("/keystatic")) {
  import.meta.hot.on(${JSON.stringify(contentChanged)}, () => location.reload());
}`;

export function contentReload(): AstroIntegration {
  let srcDir = "";
  return {
    name: "eca-content-reload",
    hooks: {
      "astro:config:setup": ({ command, config, injectScript }) => {
        srcDir = fileURLToPath(config.srcDir);
        if (command === "dev") injectScript("page", reloadSitePages);
      },
      "astro:server:setup": ({ server }) => {
        const reload = (file: string) => {
          if (!contentFile.test(file)) return;
          for (const module of server.moduleGraph.idToModuleMap.values()) {
            if (module.file?.startsWith(srcDir)) server.moduleGraph.invalidateModule(module);
          }
          server.ws.send(contentChanged);
        };
        server.watcher.on("change", reload);
        server.watcher.on("add", reload);
        server.watcher.on("unlink", reload);
      },
    },
  };
}
