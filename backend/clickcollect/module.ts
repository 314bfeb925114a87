// Click and collect: collection points near a town or postcode, and the collection address check.
import { defineModule } from "../manifest.js";
import { clickCollectRoutes } from "./rest.js";
import { clickCollectMigration, seedClickCollect } from "./schema.js";
import { createClickCollectService, type ClickCollectService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    clickCollect: ClickCollectService;
  }
}

export const clickCollectModule = defineModule({
  name: "clickcollect",
  migrations: [{ version: 15, name: "collection points for click and collect", up: clickCollectMigration }],
  seed: [{ order: 140, name: "the collection points", run: seedClickCollect }],
  services: ({ db }) => ({ clickCollect: createClickCollectService(db) }),
  rest: [{ routes: clickCollectRoutes }],
});
