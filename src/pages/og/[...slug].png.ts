/** Build-time endpoint: one Open Graph PNG per page of the page list (src/layouts/og-image.ts). */
import type { APIRoute } from "astro";
import sharp from "sharp";
import { type Page, pages } from "~/collections/page-list";
import { ogImagePath, ogImageSvg } from "~/layouts/og-image";
import { cachedBuildStep, hashOf } from "~/lib/build-cache";

export function getStaticPaths() {
  return (pages as readonly Page[]).map((page) => ({
    params: { slug: ogImagePath(page).slice("/og/".length, -".png".length) },
    props: { page },
  }));
}

const pngOptions = { compressionLevel: 9, palette: true } as const;

export const GET: APIRoute<{ page: Page }> = async ({ props }) => {
  const svg = ogImageSvg(props.page);
  // The drawing, the encoder's settings and version decide every byte.
  const key = hashOf(svg, JSON.stringify(pngOptions), sharp.versions.vips);
  const png = await cachedBuildStep(`og-${ogImagePath(props.page)}`, key, () =>
    sharp(Buffer.from(svg)).png(pngOptions).toBuffer(),
  );
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
