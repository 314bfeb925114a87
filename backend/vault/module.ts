// Magento's Vault: the customer's saved cards.
import { defineModule } from "../manifest.js";
import { vaultResolvers } from "./resolvers.js";
import { createVaultService, type VaultService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    vault: VaultService;
  }
}

export const vaultModule = defineModule({
  name: "vault",
  resolvers: [vaultResolvers],
  services: ({ db }) => ({ vault: createVaultService(db) }),
});
