/** /site.webmanifest: the site's name and icons for a home screen, from the site facts. */
import type { APIRoute } from "astro";
import { site } from "~/collections/facts";

const manifest = {
  name: site.name,
  short_name: site.shortName,
  description: site.tagline,
  start_url: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: "#047857",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
};

export const GET: APIRoute = () => new Response(`${JSON.stringify(manifest, null, 2)}\n`);
