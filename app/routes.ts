import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, routeModule } from "./content/pages";

export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(routeModule(page))
      : route(page.path, routeModule(page), { id: page.path }),
  ),
  // Not a page: a redirect for in-app links (the server answers it with a 301 too).
  route("/business-process-audit", "routes/business-process-audit.tsx"),
] satisfies RouteConfig;
