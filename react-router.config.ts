import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";

export default {
  ssr: false,
  // BUILD_DIR lets several builds live side by side (tests, audits); the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: pages.map((page) => page.path),
  // Opt in to React Router v8 behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
