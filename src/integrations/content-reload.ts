/**
 * In `astro dev` (and `npm run edit`), a saved content file shows on the development site at once.
 * The content modules read their records from disk at load time (src/collections/records.ts and
 * src/collections/blog/frontmatter.ts, src/collections/guide/), outside Vite's module graph, so Vite
 * would keep serving pages built from the old files. On a change to a JSON, Markdown or MDX file
 * under src/content, the site's own modules (everything under src/) are evaluated again on the
 * next request, and the open pages reload (the editor's too: it then shows the saved entry).
 * A file of a content-layer collection (the articles, the events) is reloaded by Astro itself once
 * its data store holds the new record: reloading at the file's change as well raced that store, and
 * on a busy machine the page came back with the old record while Astro's own reload went by
 * unheard (the page was still loading, with no connection to hear it). Vite's own reload for such a
 * file raced it the same way, so it is held back too.
 * Astro's runtime and the editor's modules are left alone: invalidating them as well made a
 * request that came during the re-evaluation fail ("renderComponent is not a function").
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { layerSources } from "../collections/layer-sources";

const contentFile = /[\\/]src[\\/]content[\\/].+\.(json|mdx?)$/;

/** Whether a change to `file` (an absolute path) is one of the owner's content files. */
export const isContentFile = (file: string) => contentFile.test(file);

/** Whether `file` (an absolute path) is a record Astro's content layer loads and reloads. */
export function isLayerFile(file: string): boolean {
  const path = file.replaceAll("\\", "/");
  return Object.values(layerSources).some(
    ({ base, extension }) =>
      path.endsWith(extension) && path.slice(0, path.lastIndexOf("/")).endsWith(`/${base}`),
  );
}

export function contentReload(): AstroIntegration {
  let srcDir = "";
  return {
    name: "eca-content-reload",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        srcDir = fileURLToPath(config.srcDir);
        updateConfig({
          vite: {
            plugins: [
              {
                name: "eca-content-layer-reload",
                // Vite would reload the page for the changed file itself, before the content layer
                // has stored it: the page came back with the old record, and the layer's own
                // reload, sent while it loaded, went unheard. The layer's reload is the one.
                hotUpdate: {
                  order: "pre",
                  handler: ({ file }) => (isLayerFile(file) ? [] : undefined),
                },
              },
            ],
          },
        });
      },
      "astro:server:setup": ({ server }) => {
        const reload = (file: string) => {
          if (!isContentFile(file)) return;
          for (const module of server.moduleGraph.idToModuleMap.values()) {
            if (module.file?.startsWith(srcDir)) server.moduleGraph.invalidateModule(module);
          }
          if (!isLayerFile(file)) server.ws.send({ type: "full-reload" });
        };
        server.watcher.on("change", reload);
        server.watcher.on("add", reload);
        server.watcher.on("unlink", reload);
      },
    },
  };
}
