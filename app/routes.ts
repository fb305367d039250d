import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, routeModule } from "./content/pages";

export default pages.map((page) =>
  page.path === "/"
    ? index(routeModule(page))
    : route(page.path, routeModule(page), { id: page.path }),
) satisfies RouteConfig;
