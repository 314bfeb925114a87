// What the shop's owner does to run the embedded shop (npm run shop): orders (invoice, ship with a
// tracking number, cancel, refund), reviews (approve, reject), stock and prices by SKU, coupons and
// customers. Every command checks its input and the order's state first and changes nothing when
// it refuses, with a message that says why; what a shopper is told (shipment, refund) goes to the
// mail outbox in their store view's language.
import type { Database } from "better-sqlite3";
import { z } from "zod";
import { sqlTime } from "../customer/service.js";
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS } from "../customer/sign-in-limits.js";
import { composed } from "../mail/templates.js";
import type { RateLimitStore } from "../ratelimit/limiter.js";
import { trackingUrl } from "../sales/carriers.js";
import { paymentName } from "../sales/payment-names.js";
import { createSalesRepository, type OrderItemRow, type OrderStatus } from "../sales/repository.js";
import type { ShopServices } from "../services.js";
import { ALL_PAGES } from "../cache/invalidation.js";
import { OwnerInputError } from "./errors.js";
import { refundMail, shipmentMail } from "./mail-texts.js";
import { exportProductsTo, importProductsFrom } from "./product-csv.js";
import { createWarehouseHolidays } from "./warehouse-holidays.js";
import { createCustomerListRepository } from "../customer/repository.js";
import { createStockAndPriceRepository } from "../catalog/repository.js";
import { createReviewModerationRepository } from "../review/repository.js";
import { createCouponAdminRepository } from "../salesrule/repository.js";
import { createOrderAdminRepository, type AdminOrderRow } from "../sales/repository.js";

export { OwnerInputError };

const refuse = (message: string): never => {
  throw new OwnerInputError(message);
};

/** The first problem zod found, as a sentence. */
function valid<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) refuse(`${what}: ${parsed.error.issues[0]?.message ?? "not valid"}`);
  return parsed.data as T;
}

const ORDER_NUMBER = z.string().regex(/^\d{1,32}$/, "an order number is digits, such as 000000001");
const SKU = z.string().trim().min(1, "a SKU is required").max(64);
const AMOUNT = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "an amount such as 24.99 (a dot, at most two decimals)")
  .transform(Number);
const WHOLE = z
  .string()
  .regex(/^\d{1,7}$/, "a whole number such as 25")
  .transform(Number);
const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day such as 2026-12-31")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "not a day of the calendar");
const CARRIER = z.string().trim().min(1, "a carrier is required, such as DHL").max(64);
const TRACKING = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, "4 to 40 letters, digits or dashes");
const COUPON_CODE = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, "3 to 32 letters, digits, dashes or underscores");
const EMAIL = z.email("an email address such as anna@example.com");
/** Every status an order can have ("holded": on hold, Magento's word). */
const ORDER_STATUSES: readonly OrderStatus[] = ["pending", "processing", "complete", "canceled", "closed", "holded"];

export type OwnerServices = Pick<ShopServices, "stores" | "accounts" | "cacheTags" | "stockAlerts" | "reward">;

export interface CouponInput {
  code: string;
  percent?: string;
  amount?: string;
  label?: string;
  from?: string;
  to?: string;
  uses?: string;
  perCustomer?: string;
  minSubtotal?: string;
}

/** What part of an order to refund: `items` as "SKU:qty", `shipping` as an amount or "all". */
export interface RefundPart {
  items?: readonly string[];
  shipping?: string;
}

const REFUND_LINE = /^(.+):(\d{1,7})$/;

/**
 * The order's lines a partial refund names, each "SKU:qty" with the SKU as on the order (a
 * configurable's chosen variant); a SKU on several lines takes from each in turn.
 */
function chosenLines(
  number: string,
  asked: readonly string[],
  lines: ReadonlyArray<{ item: OrderItemRow; qty: number }>,
  all: readonly OrderItemRow[],
): Array<{ item: OrderItemRow; qty: number }> {
  const left = new Map(lines.map((line) => [line.item.id, line.qty]));
  const chosen = new Map<number, { item: OrderItemRow; qty: number }>();
  for (const text of asked) {
    const match = REFUND_LINE.exec(text.trim());
    if (!match) refuse(`--item ${text}: a SKU and a quantity, such as PW-CREA-250:1.`);
    const [, sku, digits] = match!;
    const qty = Number(digits);
    if (qty < 1) refuse(`--item ${text}: refund at least 1.`);
    const onOrder = all.filter((item) => item.sku.toLowerCase() === sku.toLowerCase());
    if (!onOrder.length) refuse(`Order ${number} has no item ${sku}.`);
    if (onOrder.every((item) => item.parent_item_id !== null)) {
      const bundle = all.find((item) => item.id === onOrder[0].parent_item_id);
      refuse(`${sku} is part of the bundle ${bundle?.sku ?? ""} on order ${number}: refund the bundle.`);
    }
    const own = onOrder.filter((item) => item.parent_item_id === null);
    if (own.every((item) => item.qty_invoiced === 0))
      refuse(`${sku} on order ${number} is not invoiced: nothing of it was paid, so nothing can be refunded.`);
    const available = own.reduce((sum, item) => sum + (left.get(item.id) ?? 0), 0);
    if (qty > available)
      refuse(
        `Order ${number}: ${qty} × ${sku} is more than can be refunded: ${available} (invoiced ${own.reduce((s, i) => s + i.qty_invoiced, 0)}, refunded ${own.reduce((s, i) => s + i.qty_refunded, 0)}).`,
      );
    let rest = qty;
    for (const item of own) {
      const take = Math.min(rest, left.get(item.id) ?? 0);
      if (take <= 0) continue;
      left.set(item.id, (left.get(item.id) ?? 0) - take);
      chosen.set(item.id, { item, qty: (chosen.get(item.id)?.qty ?? 0) + take });
      rest -= take;
    }
  }
  return [...chosen.values()];
}

/** The shipping a partial refund pays back: none unless asked, "all" that is left, or an amount up to it. */
function chosenShipping(number: string, asked: string | undefined, left: number): number {
  if (asked === undefined) return 0;
  if (asked.trim().toLowerCase() === "all") {
    if (left <= 0) refuse(`Order ${number} has no shipping left to refund.`);
    return left;
  }
  const amount = valid(AMOUNT, asked.trim(), "--shipping");
  if (amount > left)
    refuse(`--shipping ${asked}: more than the shipping left to refund on order ${number} (${left.toFixed(2)}).`);
  return amount;
}

export function createOwnerService(db: Database, services: OwnerServices, rateLimitStore?: RateLimitStore) {
  // Each table is written through its own module's repository, as the storefront's paths write it.
  const orders = createOrderAdminRepository(db);
  const sales = createSalesRepository(db);
  const reviews = createReviewModerationRepository(db);
  const catalog = createStockAndPriceRepository(db);
  const coupons = createCouponAdminRepository(db);
  const customers = createCustomerListRepository(db);
  const warehouseHolidays = createWarehouseHolidays(services.stores, refuse);
  const today = (now: Date) => now.toISOString().slice(0, 10);

  /** Days to add or remove: calendar days, none before `now`'s (a past year is a typing mistake). */
  function comingDays(days: readonly string[], now: Date): string[] {
    if (!days.length) refuse("Name at least one day, such as 2027-12-27.");
    return days.map((day) => {
      const checked = valid(DAY, day, "Day");
      return checked < today(now) ? refuse(`${checked} has passed: name a day from ${today(now)} on.`) : checked;
    });
  }

  /** A cancelled or refunded order's points, with the customer's other such orders (reward service). */
  function settlePoints(order: AdminOrderRow, now: Date) {
    const closed = order.customer_id === null ? [] : sales.closedOrderIdsOf(order.customer_id);
    services.reward.cancelOrderPoints(order.id, now, closed);
  }

  /**
   * A partly refunded order's points: the share of its goods (after discounts) that its refunds paid
   * back, as the points it gathered were earned on the goods; shipping earned none.
   */
  function settlePartOfPoints(order: AdminOrderRow, now: Date) {
    const goods = (docs: ReadonlyArray<{ subtotal: number; discount_amount: number }>) =>
      docs.reduce((sum, doc) => sum + doc.subtotal - doc.discount_amount, 0);
    const paid = goods(sales.invoicesOf(order.id));
    if (paid <= 0) return;
    const closed = order.customer_id === null ? [] : sales.closedOrderIdsOf(order.customer_id);
    services.reward.cancelOrderPointsPart(order.id, goods(sales.creditMemosOf(order.id)) / paid, now, closed);
  }

  function orderOf(number: string): AdminOrderRow {
    const order = orders.orderByNumber(valid(ORDER_NUMBER, number, "Order number"));
    return order ?? refuse(`There is no order ${number}.`);
  }

  const money = (order: AdminOrderRow, amount: number) => {
    const store = services.stores.byCode(order.store_code);
    return new Intl.NumberFormat((store?.locale ?? "en_GB").replace("_", "-"), {
      style: "currency",
      currency: order.currency,
    }).format(amount);
  };

  /** The name a shipment or refund email greets: the address's, as Magento's emails do. */
  const recipientName = (order: AdminOrderRow) => {
    const address = JSON.parse(order.shipping_address) as { firstname?: string; lastname?: string };
    return [address.firstname, address.lastname].filter(Boolean).join(" ") || order.email;
  };

  const topLevel = (orderId: number) => sales.itemsOf(orderId).filter((item) => item.parent_item_id === null);

  function tell(
    order: AdminOrderRow,
    kind: "shipment" | "refund",
    mail: { subject: string; lines: string[] },
    now: Date,
  ) {
    services.accounts.mail.send({ to: order.email, storeCode: order.store_code, kind, ...composed(mail) }, now);
  }

  /** Pages showing a product are out of date once its stock or price changes. */
  const productChanged = (productId: number) => services.cacheTags.invalidate([`cat_p_${productId}`]);

  return {
    orders(options: { status?: string; limit?: string } = {}) {
      const status = options.status?.trim().toLowerCase();
      if (status !== undefined && !ORDER_STATUSES.includes(status as OrderStatus))
        refuse(`--status: there is no status ${options.status}; one of ${ORDER_STATUSES.join(", ")}.`);
      return orders.orders(status ?? null, options.limit ? valid(WHOLE, options.limit, "--limit") : 20);
    },

    order(number: string) {
      const order = orderOf(number);
      return {
        order,
        items: sales.itemsOf(order.id),
        invoices: orders.invoicesOf(order.id),
        shipments: orders.shipmentsOf(order.id),
      };
    },

    invoice(number: string, now = new Date()) {
      const order = orderOf(number);
      if (order.status === "canceled" || order.status === "closed") refuse(`Order ${number} is ${order.status}.`);
      const open = sales.itemsOf(order.id).some((item) => item.qty_ordered - item.qty_canceled > item.qty_invoiced);
      if (!open) refuse(`Order ${number} is already invoiced in full.`);
      const invoiceId = db.transaction(() => {
        const id = sales.invoice(order.id, sqlTime(now));
        // The money is in: the points the order gathered count, as for a payment captured at once.
        services.reward.validateOrderPoints(order.id, sqlTime(now));
        return id;
      })();
      return { invoiceId, order: orderOf(number) };
    },

    ship(number: string, tracking: { carrier?: string; number?: string }, now = new Date()) {
      const order = orderOf(number);
      const carrier = valid(CARRIER, tracking.carrier ?? "", "--carrier");
      const trackingNumber = valid(TRACKING, tracking.number ?? "", "--tracking");
      if (order.status === "canceled" || order.status === "closed") refuse(`Order ${number} is ${order.status}.`);
      // A refunded unit is not sent (Magento's qty to ship leaves the refunded out), as sales.ship does.
      const toShip = topLevel(order.id)
        .map((item) => ({
          ...item,
          toShip: item.qty_ordered - item.qty_canceled - item.qty_shipped - item.qty_refunded,
        }))
        .filter((item) => item.toShip > 0);
      if (!toShip.length) refuse(`Order ${number} is already shipped in full.`);
      db.transaction(() => {
        sales.ship(order.id, sqlTime(now), { carrier, number: trackingNumber });
        const store = services.stores.byCode(order.store_code);
        tell(
          order,
          "shipment",
          shipmentMail(
            store?.lang ?? "en",
            {
              name: recipientName(order),
              shop: store ? services.accounts.shopName(store) : "",
              number: order.increment_id,
              carrier,
              tracking: trackingNumber,
              trackingUrl: trackingUrl(carrier, trackingNumber, store?.locale),
              items: toShip.map((item) => ({
                qty: item.toShip,
                name: item.name,
              })),
            },
            store?.locale,
          ),
          now,
        );
      })();
      return { order: orderOf(number), carrier, tracking: trackingNumber };
    },

    cancel(number: string, now = new Date()) {
      const order = orderOf(number);
      if (order.status !== "pending" && order.status !== "processing")
        refuse(`Order ${number} is ${order.status}: only a pending or processing order can be cancelled.`);
      const items = sales.itemsOf(order.id);
      if (items.every((item) => item.qty_invoiced >= item.qty_ordered))
        refuse(`Order ${number} is invoiced in full: refund it instead.`);
      // Goods on their way cannot be called back by a status: the shopper was told they are coming.
      if (items.some((item) => item.qty_shipped > 0))
        refuse(`Order ${number} is shipped: it cannot be cancelled (refund it once it is invoiced).`);
      db.transaction(() => {
        sales.cancel(order.id);
        settlePoints(order, now);
      })();
      return orderOf(number);
    },

    /**
     * A credit memo: everything still refundable, or part of it (`items`, each "SKU:qty" as on the
     * order's lines; `shipping`, an amount or "all"; a partial refund refunds no shipping unless
     * told). The shopper is emailed what came back and where it goes.
     */
    refund(number: string, now = new Date(), part: RefundPart = {}) {
      const order = orderOf(number);
      if (order.status === "closed") refuse(`Order ${number} is already refunded.`);
      if (!orders.invoicesOf(order.id).length)
        refuse(`Order ${number} has no invoice: there is nothing paid to refund (cancel it instead).`);
      const refundable = sales.refundable(order.id);
      const lines = refundable.items.filter((line) => line.item.parent_item_id === null);
      const partial = (part.items?.length ?? 0) > 0 || part.shipping !== undefined;
      const chosen = partial
        ? chosenLines(number, part.items ?? [], lines, sales.itemsOf(order.id))
        : lines.map((line) => ({ item: line.item, qty: line.qty }));
      const shipping = partial ? chosenShipping(number, part.shipping, refundable.shipping) : refundable.shipping;
      if (!chosen.length && shipping <= 0) refuse(`Order ${number} has nothing left to refund.`);
      const memo = db.transaction(() => {
        const credit = sales.refund(
          order.id,
          sqlTime(now),
          partial ? { items: chosen.map((c) => ({ orderItemId: c.item.id, qty: c.qty })), shipping } : undefined,
        );
        if (sales.order(order.id).status === "closed") settlePoints(order, now);
        else settlePartOfPoints(order, now);
        const store = services.stores.byCode(order.store_code);
        tell(
          order,
          "refund",
          refundMail(
            store?.lang ?? "en",
            {
              name: recipientName(order),
              shop: store ? services.accounts.shopName(store) : "",
              number: order.increment_id,
              amount: money(order, credit.grand_total),
              paidWith: { code: order.payment_method, name: paymentName(sales.order(order.id)) },
              items: chosen.map((c) => ({ qty: c.qty, name: c.item.name })),
              shipping: credit.shipping_amount > 0 ? money(order, credit.shipping_amount) : null,
            },
            store?.locale,
          ),
          now,
        );
        return credit;
      })();
      const amount = memo.grand_total;
      return { order: orderOf(number), amount, formatted: money(order, amount), memo, items: chosen };
    },

    pendingReviews: (limit?: string) => reviews.reviews("pending", limit ? valid(WHOLE, limit, "--limit") : 50),

    decideReview(id: string, status: "approved" | "rejected") {
      const reviewId = valid(WHOLE, id, "Review id");
      const review = reviews.review(reviewId) ?? refuse(`There is no review ${id}.`);
      if (review.status === status) refuse(`Review ${id} is already ${status}.`);
      reviews.setReviewStatus(reviewId, status);
      const product = catalog.productBySku(review.sku);
      if (product) productChanged(product.id);
      return { ...review, status };
    },

    /**
     * The stock of a simple product; from 0 to more, its back-in-stock alerts go out. `origin`: the
     * shop's address for the alert's product link where no storefront address is configured.
     */
    setStock(sku: string, qty: string, now = new Date(), origin = "http://localhost:3000") {
      const product = catalog.productBySku(valid(SKU, sku, "SKU")) ?? refuse(`There is no product with SKU ${sku}.`);
      if (product.type_id !== "simple")
        refuse(
          `${sku} is a ${product.type_id} product: set the stock of each of its ${product.type_id === "bundle" ? "items" : "variants"}' SKUs.`,
        );
      const quantity = valid(WHOLE, qty, "Quantity");
      catalog.setStock(product.id, quantity, sqlTime(now));
      productChanged(product.id);
      const alerted = quantity > 0 ? services.stockAlerts.backInStock(product.id, origin, now) : 0;
      return { sku, qty: quantity, inStock: quantity > 0, alerted };
    },

    setPrice(sku: string, amount: string, currency: string | undefined, now = new Date()) {
      const product = catalog.productBySku(valid(SKU, sku, "SKU")) ?? refuse(`There is no product with SKU ${sku}.`);
      // The shopper pays the chosen variant's price: a configurable's own price shows nowhere.
      if (product.type_id === "configurable")
        refuse(
          `${sku} is a configurable product: shoppers pay its variants' prices, so set the price of each variant: ${catalog.variantSkus(product.id).join(", ")}.`,
        );
      // A bundle's price is the sum of the items the shopper chooses (Magento's dynamic price).
      if (product.type_id === "bundle")
        refuse(
          `${sku} is a bundle: shoppers pay the prices of the items they choose, so set the price of each item: ${catalog.bundleItemSkus(product.id).join(", ")}.`,
        );
      const currencies = catalog.currencies();
      if (!currency) refuse(`--currency is required: one of ${currencies.join(", ")}.`);
      if (!currencies.includes(currency!)) refuse(`--currency must be one of ${currencies.join(", ")}.`);
      const price = valid(AMOUNT, amount, "Price");
      if (price <= 0) refuse("Price: must be more than 0.");
      catalog.setPrice(product.id, currency!, price, sqlTime(now));
      productChanged(product.id);
      return { sku, currency: currency!, price };
    },

    createCoupon(input: CouponInput, now = new Date()) {
      const code = valid(COUPON_CODE, input.code ?? "", "Coupon code");
      if (coupons.coupon(code)) refuse(`A coupon ${code} exists already.`);
      if ((input.percent === undefined) === (input.amount === undefined))
        refuse("Give exactly one of --percent (such as 10) or --amount (such as 5.00).");
      const percent = input.percent !== undefined ? valid(AMOUNT, input.percent, "--percent") : null;
      if (percent !== null && (percent <= 0 || percent > 100)) refuse("--percent: between 0 and 100.");
      const fixed = input.amount !== undefined ? valid(AMOUNT, input.amount, "--amount") : null;
      if (fixed !== null && fixed <= 0) refuse("--amount: must be more than 0.");
      const fromDate = input.from ? valid(DAY, input.from, "--from") : null;
      const toDate = input.to ? valid(DAY, input.to, "--to") : null;
      if (fromDate && toDate && toDate < fromDate) refuse("--to is before --from.");
      if (toDate && toDate < today(now))
        refuse(`--to: ${toDate} has passed, so no shopper could use the coupon: name a day from ${today(now)} on.`);
      // A limit of 0 is no limit at all to the discount rules: leaving the option out says that.
      const atLeastOne = (text: string | undefined, what: string) => {
        if (text === undefined) return null;
        const count = valid(WHOLE, text, what);
        return count > 0 ? count : refuse(`${what}: at least 1 (leave ${what} out for no limit).`);
      };
      const usesPerCoupon = atLeastOne(input.uses, "--uses");
      const usesPerCustomer = atLeastOne(input.perCustomer, "--per-customer");
      const label = input.label?.trim() || (percent !== null ? `${percent}% off` : `${fixed!.toFixed(2)} off`);
      const ruleId = coupons.createCoupon(
        {
          code,
          name: `Coupon ${code}`,
          action: percent !== null ? "by_percent" : "cart_fixed",
          amount: percent ?? fixed!,
          fromDate,
          toDate,
          usesPerCoupon,
          usesPerCustomer,
          minSubtotal: input.minSubtotal ? valid(AMOUNT, input.minSubtotal, "--min-subtotal") : null,
        },
        label,
      );
      return { code, ruleId, label };
    },

    disableCoupon(code: string) {
      const coupon = coupons.coupon(valid(COUPON_CODE, code, "Coupon code")) ?? refuse(`There is no coupon ${code}.`);
      if (!coupon.is_active) refuse(`Coupon ${code} is already disabled.`);
      coupons.disableRule(coupon.rule_id);
      return coupon;
    },

    couponUses(code: string) {
      const coupon = coupons.coupon(valid(COUPON_CODE, code, "Coupon code")) ?? refuse(`There is no coupon ${code}.`);
      return { coupon, customers: coupons.couponUses(coupon.id), orders: coupons.ordersWithCoupon(coupon.code) };
    },

    exportProducts: (file: string) => exportProductsTo(db, file),

    /**
     * Adds or updates products from a CSV; a product it brings back in stock emails its waiting
     * shoppers, as `stock set` does. `origin`: as for setStock.
     */
    importProducts(file: string, now = new Date(), origin = "http://localhost:3000") {
      const result = importProductsFrom(db, file);
      // New products appear in lists, searches and menus' counts: every page may show them.
      services.cacheTags.invalidate([ALL_PAGES]);
      const alerted = result.restocked.reduce(
        (sent, productId) => sent + services.stockAlerts.backInStock(productId, origin, now),
        0,
      );
      return { ...result, alerted };
    },

    /** Each store's coming holidays (days the warehouse does not dispatch), or one store's. */
    holidays: (options: { store?: string } = {}, now = new Date()) =>
      warehouseHolidays.holidays(today(now), options.store),

    /** Adds days to every store's holidays (one warehouse), or to one store's with `store`. */
    addHolidays(days: readonly string[], options: { store?: string } = {}, now = new Date()) {
      const changed = warehouseHolidays.addHolidays(comingDays(days, now), options.store);
      // The delivery timer is on product pages and in the checkout: every page, as a configuration change.
      if (changed) services.cacheTags.invalidate([ALL_PAGES]);
      return warehouseHolidays.holidays(today(now), options.store);
    },

    /** Removes days from every store's holidays, or from one store's with `store`. */
    removeHolidays(days: readonly string[], options: { store?: string } = {}, now = new Date()) {
      const changed = warehouseHolidays.removeHolidays(comingDays(days, now), options.store);
      if (changed) services.cacheTags.invalidate([ALL_PAGES]);
      return warehouseHolidays.holidays(today(now), options.store);
    },

    customers: (options: { search?: string; limit?: string } = {}) =>
      customers.customers(options.search?.trim() || null, options.limit ? valid(WHOLE, options.limit, "--limit") : 50),

    /** Lifts a sign-in lock-out (too many wrong passwords) for one email address. */
    async unlockCustomer(email: string) {
      const address = valid(EMAIL, email, "Email");
      const customer = customers.customerByEmail(address) ?? refuse(`There is no customer ${address}.`);
      await createSignInLimiter(DEFAULT_SIGN_IN_LIMITS, rateLimitStore).succeeded(customer.email, "");
      return customer;
    },
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
