import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageModules, pages } from "./lib/registry";

/** One route entry per registered path, plus the not-found page for every other path. */
export default [
  ...pages.map((p) =>
    p.path === "/"
      ? index(pageModules[p.type], { id: p.routeId })
      : route(p.path, pageModules[p.type], { id: p.routeId }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
