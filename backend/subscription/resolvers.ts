// The subscription module's resolvers (extension, ADR 0027): Customer.subscriptions and the
// mutations of its state machine (subscription/service.ts), each on one's own subscription only.
import type { CustomerSubscription, Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";
import type { CurrencyEnum } from "../generated/resolvers-types.js";
import type { CatalogReader, ProductRow } from "../catalog/repository.js";
import { attributeValue } from "../catalog/service.js";
import type { Ctx } from "../graphql/context.js";
import type { CartItemSource } from "../quote/totals.js";
import { FREQUENCIES, subscriptionUid, type SubscriptionRow } from "./service.js";
import {
  DEFAULT_FREQUENCY_WEEKS,
  lineSubscription,
  subscribable,
  SUBSCRIBE_AND_SAVE_PERCENT,
} from "./subscribe-and-save.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "subscriptions";

type ProductOptionLabel = { label: string; value: string };

/** The attributes a pack is told apart by, flavour first (the seed's and the product page's order). */
const PACK_ATTRIBUTES = ["flavours", "size"] as const;

/**
 * The pack's name and flavour and size in the language of the store view asked (the German page
 * says "Geschmack: Schokolade"), as the catalogue has them now; as saved when the subscription
 * started for a pack the catalogue no longer sells.
 */
function packInStore(row: SubscriptionRow, catalog: CatalogReader): { name: string; options: ProductOptionLabel[] } {
  const saved = { name: row.product_name, options: JSON.parse(row.product_options) as ProductOptionLabel[] };
  const pack = catalog.productBySku(row.product_sku);
  if (!pack) return saved;
  const parentId = catalog.parentIds(pack.id)[0];
  const parent = parentId === undefined ? undefined : catalog.product(parentId);
  const options = PACK_ATTRIBUTES.flatMap((code) => {
    const attribute = catalog.attributeByCode(code);
    const value = attribute && catalog.option(attribute.id, attributeValue(pack, code))?.label;
    return attribute && value ? [{ label: attribute.label, value }] : [];
  });
  return { name: (parent ?? pack).name ?? saved.name, options: options.length ? options : saved.options };
}

function answer(row: SubscriptionRow, catalog: CatalogReader): CustomerSubscription {
  const pack = packInStore(row, catalog);
  return {
    uid: subscriptionUid(row.id),
    product_sku: row.product_sku,
    product_name: pack.name,
    product_options: pack.options,
    quantity: row.quantity,
    price: { value: row.price, currency: row.currency as CurrencyEnum },
    frequency_weeks: row.frequency_weeks,
    status: row.status,
    next_delivery_date: row.next_delivery_date,
    created_at: row.created_at,
  };
}

/** Subscribe and save on a product (ADR 0048): the same offer for every product bought again. */
const subscribeAndSave = (p: ProductRow, _: unknown, ctx: Ctx<Services>) =>
  subscribable(ctx.catalog, p)
    ? {
        discount_percent: SUBSCRIBE_AND_SAVE_PERCENT,
        frequencies_weeks: [...FREQUENCIES],
        default_frequency_weeks: DEFAULT_FREQUENCY_WEEKS,
      }
    : null;

const subscription = ({ line }: CartItemSource) => lineSubscription(line);

export const subscriptionResolvers: Resolvers<Ctx<Services>> = {
  SimpleProduct: { subscribe_and_save: subscribeAndSave },
  VirtualProduct: { subscribe_and_save: subscribeAndSave },
  ConfigurableProduct: { subscribe_and_save: subscribeAndSave },
  BundleProduct: { subscribe_and_save: subscribeAndSave },
  SimpleCartItem: { subscription },
  VirtualCartItem: { subscription },
  ConfigurableCartItem: { subscription },
  BundleCartItem: { subscription },
  Customer: {
    subscriptions: (c, _, ctx) => ({
      items: ctx.services.subscriptions.list(c.id, ctx.store.code).map((row) => answer(row, ctx.catalog)),
    }),
  },
  Mutation: {
    pauseCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return {
        subscription: answer(
          ctx.services.subscriptions.pause(requireCustomer(ctx.customerId), ctx.store.code, uid),
          ctx.catalog,
        ),
      };
    },
    resumeCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return {
        subscription: answer(
          ctx.services.subscriptions.resume(requireCustomer(ctx.customerId), ctx.store.code, uid),
          ctx.catalog,
        ),
      };
    },
    cancelCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return {
        subscription: answer(
          ctx.services.subscriptions.cancel(requireCustomer(ctx.customerId), ctx.store.code, uid),
          ctx.catalog,
        ),
      };
    },
    updateCustomerSubscriptionFrequency: (_, { uid, frequency_weeks }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      return {
        subscription: answer(
          ctx.services.subscriptions.changeFrequency(customerId, ctx.store.code, uid, frequency_weeks),
          ctx.catalog,
        ),
      };
    },
  },
};
