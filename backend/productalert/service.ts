// Back-in-stock alerts (Magento's ProductAlert): a shopper subscribes an email to an
// out-of-stock product or variant, once per email and product; when the product is back in stock the
// alert is emailed once (through the mail outbox) and marked sent. Subscribing again after that
// waits for the next restock.
import type { CatalogRepository } from "../catalog/repository.js";
import type { MailOutbox } from "../mail/outbox.js";
import { isValidEmail } from "../newsletter/service.js";
import { ShopError } from "../shared/errors.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { stockAlertMail } from "./mail.js";
import type { StockAlertRepository } from "./repository.js";

export interface StockAlertDeps {
  catalog: CatalogRepository;
  stores: StoreRepository;
  mail: MailOutbox;
  shopName: (store: StoreView) => string;
  /** the storefront's address for the product link in a store view; else `origin` given to restock */
  storefrontUrl: (store: StoreView) => string | undefined;
  /** told after a product's stock was set: the pages showing it are out of date */
  stockChanged?: (productId: number) => void;
}

export function createStockAlertService(alerts: StockAlertRepository, deps: StockAlertDeps) {
  /** The product's page for an email: a variant's is its configurable's. Magento's url_key address. */
  const productLink = (store: StoreView, productId: number, origin: string) => {
    const parentId = deps.catalog.parentIds(productId)[0];
    const [row] = deps.catalog.products(store, [parentId ?? productId]);
    const base = (deps.storefrontUrl(store) || origin).replace(/\/+$/, "");
    const prefix = store.path_prefix ? `/${store.path_prefix}` : "";
    return `${base}${prefix}/${row?.url_key ?? ""}`;
  };

  /** One email per waiting alert of the product, in its store view's language; marked sent. */
  function sendWaiting(productId: number, origin: string, now: Date): number {
    let sent = 0;
    for (const alert of alerts.waiting(productId)) {
      const store = deps.stores.byCode(alert.store_code);
      if (!store) continue;
      const [row] = deps.catalog.products(store, [productId]);
      const mail = stockAlertMail(store.lang, {
        product: row?.name ?? row?.sku ?? "",
        shop: deps.shopName(store),
        link: productLink(store, productId, origin),
      });
      deps.mail.send({ to: alert.email, storeCode: store.code, kind: "stock-alert", ...mail }, now);
      alerts.markSent(alert.id, now);
      sent++;
    }
    return sent;
  }

  return {
    /**
     * Subscribes `email` to the product's alert. `inStock` is the caller's stock check (a product in
     * stock has nothing to wait for). Subscribing twice keeps one subscription.
     */
    subscribe(input: {
      store: StoreView;
      productId: number;
      inStock: boolean;
      email: string;
      customerId: number | null;
      now?: Date;
    }): void {
      const email = input.email.trim().toLowerCase();
      if (!email) throw new ShopError("Enter your email address.", "input");
      if (!isValidEmail(email)) throw new ShopError("Enter a valid email address.", "input");
      if (input.inStock) throw new ShopError("This product is in stock: there is nothing to wait for.", "input");
      alerts.subscribe(input.productId, email, input.customerId, input.store.code, input.now ?? new Date());
    },

    /** How many subscriptions hold this email for this product (the unique key keeps it at most 1). */
    subscriptions: (productId: number, email: string) => alerts.subscriptions(productId, email.trim().toLowerCase()),

    /**
     * Puts `qty` units of the product in stock and emails every waiting subscriber once, in their
     * store view's language. Returns how many alerts went out.
     */
    restock(productId: number, qty: number, origin: string, now = new Date()): number {
      const sent = alerts.transaction(() => {
        alerts.setStock(productId, qty);
        return qty > 0 ? sendWaiting(productId, origin, now) : 0;
      });
      deps.stockChanged?.(productId);
      return sent;
    },

    /**
     * Emails every waiting subscriber of a product whose stock was just set above 0 (the owner's
     * stock command), once each. Returns how many alerts went out.
     */
    backInStock: (productId: number, origin: string, now = new Date()): number =>
      alerts.transaction(() => sendWaiting(productId, origin, now)),
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
