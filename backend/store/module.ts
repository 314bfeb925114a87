// Magento's Store and Directory: store views, currencies, the store configuration.
import { seedStores } from "../seed/stores.js";
import { defineModule, schemaBeside } from "../manifest.js";
import type { BackendSchemaMode } from "../schema/mode.js";
import { unavailableStorePlugin } from "../testing/hooks.js";
import { createStoreRepository, type StoreRepository } from "./repository.js";
import { storeResolvers } from "./resolvers.js";
import {
  deliveryHolidaysMigration,
  deliveryTimeCaseMigration,
  usDeliveryTimerMigration,
  usWordsMigration,
  warehouseHolidaysEverywhereMigration,
} from "./schema.js";
import type { StoreAddresses } from "./service.js";
import { DEFAULT_TOKEN_LIFETIME_MS } from "../customer/service.js";
import { ALL_PAGES, type CacheInvalidation } from "../cache/invalidation.js";

/**
 * The settings are read again when every page is dropped: how a configuration change reaches a
 * running shop (the owner's command line, run beside it, queues that purge through the database).
 */
function keptUntilEveryPageDrops(stores: StoreRepository, cacheTags: CacheInvalidation): StoreRepository {
  cacheTags.subscribe((tags) => {
    if (tags.includes(ALL_PAGES)) stores.forgetConfig();
  });
  return stores;
}

declare module "../services.js" {
  interface ShopServices {
    stores: StoreRepository;
    /**
     * What this backend speaks (schema/mode.ts). In "magento-core" the extension's carrier (click and
     * collect) and the card provider's payment methods are not offered either, as on a stock Magento
     * without those modules: nothing could choose a collection point or reach the provider.
     */
    backendSchema: BackendSchemaMode;
    /** where storeConfig's base URLs start, and the customer token lifetime it reports */
    storeAddresses: StoreAddresses;
  }
}

export const storeModule = defineModule({
  name: "store",
  schema: schemaBeside(import.meta.url),
  resolvers: [storeResolvers],
  seed: [{ order: 10, name: "the websites, store views, currencies and configuration", run: seedStores }],
  migrations: [
    { version: 45, name: "the delivery timer's holidays", up: deliveryHolidaysMigration },
    { version: 46, name: "the warehouse's holidays in every store's timer", up: warehouseHolidaysEverywhereMigration },
    { version: 47, name: "the US store's own delivery timer", up: usDeliveryTimerMigration },
    {
      version: 50,
      name: "the US store's own words for the flavour label and the free-shipping bar",
      up: usWordsMigration,
    },
    { version: 51, name: "the delivery times in lower case after the timer's colon", up: deliveryTimeCaseMigration },
  ],
  services: ({ db, options, services }) => ({
    stores: keptUntilEveryPageDrops(createStoreRepository(db), services.cacheTags),
    backendSchema: options.schema ?? "extended",
    storeAddresses: {
      mediaBaseUrl: options.mediaBaseUrl,
      storefrontUrl: options.storefrontUrl,
      customerTokenLifetimeHours: (options.customers?.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS) / 3_600_000,
    },
  }),
  // A Yoga plugin, so it answers the in-process fetch and /graphql alike.
  testHooks: { plugins: (hooks) => [unavailableStorePlugin(hooks)] },
  codegenMappers: { StoreConfig: "service.js#StoreConfigAnswer" },
});
