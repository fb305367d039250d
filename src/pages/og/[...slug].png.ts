/** Build-time endpoint: one Open Graph PNG per page of the page list (src/lib/og-image.ts). */
import type { APIRoute } from "astro";
import sharp from "sharp";
import { pages } from "~/collections/page-list";
import { ogImagePath, ogImageSvg } from "~/lib/og-image";
import type { Page } from "~/lib/page";

export function getStaticPaths() {
  return (pages as readonly Page[]).map((page) => ({
    params: { slug: ogImagePath(page).slice("/og/".length, -".png".length) },
    props: { page },
  }));
}

export const GET: APIRoute<{ page: Page }> = async ({ props }) => {
  const png = await sharp(Buffer.from(ogImageSvg(props.page)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
