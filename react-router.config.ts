import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";

export default {
  ssr: false,
  // BUILD_DIR lets several builds live side by side (tests, audits); the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: pages.map((page) => page.path),
} satisfies Config;
