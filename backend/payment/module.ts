// Magento's Payment and order placement: payment information, placing the order, bank transfer.
import { defineModule, schemaBeside } from "../manifest.js";
import { paymentRoutes } from "./rest.js";
import { createOrderPlacement, type OrderPlacement } from "./place-order.js";
import { paymentResolvers } from "./resolvers.js";
import { bankTransferMigration, orderPlacementMigration, orderPointsMigration, seedOrderPlacement } from "./schema.js";

declare module "../services.js" {
  interface ShopServices {
    /** payment information and placing the order (payment/place-order.ts) */
    orderPlacement: OrderPlacement;
  }
}

export const paymentModule = defineModule({
  name: "payment",
  schema: schemaBeside(import.meta.url),
  resolvers: [paymentResolvers],
  migrations: [
    {
      version: 16,
      name: "placing orders: idempotency per cart, the one-unit product",
      up: orderPlacementMigration,
    },
    { version: 20, name: "an order's points apart from its discount", up: orderPointsMigration },
    {
      version: 27,
      name: "the bank transfer's payee and accounts (the shop's own) as payment configuration",
      up: bankTransferMigration,
    },
  ],
  seed: [{ order: 150, name: "the stock the checkout's tests need", run: seedOrderPlacement }],
  services: ({ db, services }) => ({ orderPlacement: createOrderPlacement(db, () => services) }),
  rest: [{ routes: paymentRoutes }],
});
