import type { RouteConfig } from "@react-router/dev/routes";
import { routesFor } from "./lib/derived";
import { registry } from "./lib/registry";

/** One route entry per registered path, plus the not-found page for every other path. */
export default routesFor(registry().pages) satisfies RouteConfig;
