/**
 * Astro side of the image pipeline (src/lib/images.ts): tells the pipeline where the project is,
 * serves the generated files in `astro dev`, and copies the files the prerendered pages used into
 * the build (`<outDir>/assets/img/`). Nothing generated is ever written into the repository.
 */
import { createReadStream } from "node:fs";
import { copyFile, mkdir, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { IMAGE_URL_PREFIX, pipelineState } from "../lib/images";

const contentTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

export function images(): AstroIntegration {
  return {
    name: "eca-images",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const state = pipelineState();
        state.root = fileURLToPath(config.root);
        state.cacheDir = join(state.root, "node_modules/.cache/eca-images");
        state.emitted.clear();
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.url?.split("?")[0] ?? "";
          if (!url.startsWith(IMAGE_URL_PREFIX)) return next();
          const file = join(pipelineState().cacheDir, basename(url));
          const type = contentTypes[extname(file)];
          if (!type || !(await stat(file).catch(() => undefined))) return next();
          response.setHeader("Content-Type", type);
          createReadStream(file).pipe(response);
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const { emitted } = pipelineState();
        const outDir = fileURLToPath(new URL(`.${IMAGE_URL_PREFIX}`, dir));
        await mkdir(outDir, { recursive: true });
        await Promise.all(
          [...emitted].map(([url, cached]) => copyFile(cached, join(outDir, basename(url)))),
        );
        logger.info(`${emitted.size} image files in ${IMAGE_URL_PREFIX}`);
      },
    },
  };
}
