// Buy now, pay later (SPEC §7 "a buy-now-pay-later provider configuration path"): the provider's
// settings are store configuration (payment/bnpl/*), off in the seed. The storefront loads the
// provider's script only when `enabled` is true, so nothing of it reaches a page otherwise.
import type { ShopServices } from "../services.js";
import type { StoreView } from "../store/repository.js";

export interface BnplConfig {
  enabled: boolean;
  client_id: string | null;
  script_url: string | null;
}

export function bnplConfig(services: Pick<ShopServices, "stores">, store: StoreView): BnplConfig {
  const config = services.stores.config(store.code);
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const clientId = text(config["payment/bnpl/client_id"]);
  const scriptUrl = text(config["payment/bnpl/script_url"]);
  // Enabled only when configured completely: a switched-on method without its client id cannot pay.
  const enabled = config["payment/bnpl/active"] === true && clientId !== null && scriptUrl !== null;
  return enabled
    ? { enabled, client_id: clientId, script_url: scriptUrl }
    : { enabled: false, client_id: null, script_url: null };
}
