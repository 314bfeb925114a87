// Magento's Directory: countries of a store view and their regions (no tables: Magento's fixed data).
import { defineModule } from "../manifest.js";
import { directoryResolvers } from "./resolvers.js";
import { createDirectoryService, type DirectoryService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    directory: DirectoryService;
  }
}

export const directoryModule = defineModule({
  name: "directory",
  resolvers: [directoryResolvers],
  services: () => ({ directory: createDirectoryService() }),
});
