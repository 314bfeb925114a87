// The REST routes the backend's modules declare (their manifests' `rest`), read from the express
// routers they build: each module's router only closes over the services, so it is built here without.
import type { BackendModule } from "../../backend/manifest.js";
import { BACKEND_MODULES } from "../../backend/modules.js";
import type { ShopServices } from "../../backend/services.js";

export interface DeclaredRestRoute {
  module: string;
  /** GET, POST... */
  method: string;
  /** below /V1, with `:param` segments */
  path: string;
}

export function declaredRestRoutes(modules: readonly BackendModule[] = BACKEND_MODULES): DeclaredRestRoute[] {
  return modules.flatMap((m) =>
    (m.rest ?? []).flatMap((rest) => {
      const router = rest.routes({} as ShopServices) as unknown as {
        stack: { route?: { path: string; methods: Record<string, boolean> } }[];
      };
      return router.stack.flatMap(({ route }) =>
        route
          ? Object.keys(route.methods).map((method) => ({
              module: m.name,
              method: method.toUpperCase(),
              path: route.path,
            }))
          : [],
      );
    }),
  );
}
