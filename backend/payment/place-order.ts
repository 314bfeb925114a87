// Placing an order (Magento's QuoteManagement::placeOrder; ADR 0030). One db.transaction does
// everything, so a failure at any step (a declined card, a unit sold meanwhile, a coupon's last use
// taken) leaves nothing behind: no order, stock, coupon use or points changed, and the cart still
// active for the shopper to try again. Placement writes no other module's tables: it calls the
// services of stock (catalog/stock.ts), sales rules, reward points, referrals, subscriptions, the
// checkout's cart data and the quote, each inside that one transaction.
//
// Idempotent per cart: a cart that was ordered answers that same order (a double click, a resubmit,
// the back button, two tabs). orders.cart_id is unique (migration 16), so even two requests that
// both passed the check could not write two orders: the second one's insert fails and rolls back.
import type { Database } from "better-sqlite3";
import type { CatalogReader } from "../catalog/repository.js";
import { unitPrice } from "../catalog/pricing.js";
import { attributeValue } from "../catalog/service.js";
import { isFullAddress, type CartAddress } from "../checkout/cart-address.js";
import { createStockRepository } from "../catalog/repository.js";
import { createStockService } from "../catalog/stock.js";
import { sqlTime } from "../customer/service.js";
import { addressLines } from "../mail/address.js";
import { composed, mailTemplates } from "../mail/templates.js";
import type { CartRow } from "../quote/repository.js";
import { discountTotal, type CartTotals, type LineTotals } from "../quote/totals.js";
import { isWholeQuantity } from "../quote/service.js";
import type { NewOrderItem, OrderAddressData } from "../sales/repository.js";
import { formatAmount } from "../salesrule/service.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import { cartTotals, shippingDescription } from "../shipping/service.js";
import type { StoreView } from "../store/repository.js";
import { createOrderSubscriptions, lineSubscription } from "../subscription/subscribe-and-save.js";
import type { PaymentScope } from "./methods.js";
import { BANK_DETAIL_LABELS, bankDetailsOf } from "./bank-transfer.js";
import { paymentMethods } from "./registry.js";

// Magento's messages (QuoteValidator, QuoteManagement, PaymentMethodManagement, MSI, GuestCartManagement).
export const EMAIL_MISSING = "Email is required";
export const EMAIL_INVALID = "Invalid email format";
export const SHIPPING_ADDRESS_MISSING = "The shipping address is missing. Set the address and try again.";
export const SHIPPING_METHOD_MISSING = "The shipping method is missing. Select the shipping method and try again.";
export const PAYMENT_METHOD_MISSING = "Enter a valid payment method and try again.";
export const PAYMENT_METHOD_UNAVAILABLE = "The requested Payment Method is not available.";
export const NOT_ALL_AVAILABLE = "Not all of your products are available in the requested quantity.";
export const CART_HAS_NO_ITEMS = "Unable to place order: A cart with no items cannot be ordered.";

const EMAIL = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;

export interface OrderScope {
  store: StoreView;
  display: DisplayCurrency;
  catalog: CatalogReader;
}

export interface PlacedOrder {
  orderId: number;
  number: string;
  token: string;
  customerId: number | null;
}

export interface PaymentInput {
  method: string;
  additional_data?: Record<string, string> | null;
}

/**
 * A customer's order items: configurable options by label, a bundle's selections as children. The
 * price is the one the cart's totals collected for the line (a free gift's is 0), never the shelf's
 * again: the order keeps what the shopper agreed to pay.
 */
function orderItem(catalog: CatalogReader, display: DisplayCurrency, totals: LineTotals): NewOrderItem {
  const { line } = totals;
  const price = totals.unitPriceIncl;
  const free = price === 0;
  const name = line.product.name ?? line.product.sku;
  if (line.kind === "configurable" && line.child) {
    const child = line.child;
    const options = catalog.superAttributes(line.product.id).map((a) => ({
      label: a.label,
      value: catalog.option(a.id, attributeValue(child, a.code))?.label ?? "",
    }));
    return { sku: child.sku, name, product_type: "configurable", price, qty: line.qty, options };
  }
  if (line.kind === "bundle") {
    const titles = new Map(catalog.bundleOptions(line.product.id).map((o) => [o.id, o.title]));
    return {
      sku: line.product.sku,
      name,
      product_type: "bundle",
      price,
      qty: line.qty,
      children: line.selections.map((s) => ({
        sku: s.product.sku,
        name: s.product.name ?? s.product.sku,
        product_type: "simple",
        price: free ? 0 : toDisplay(display, unitPrice(s.product).final),
        qty: s.qty,
        options: [{ label: titles.get(s.option_id) ?? "", value: s.product.name ?? s.product.sku }],
      })),
    };
  }
  return { sku: line.product.sku, name, product_type: "simple", price, qty: line.qty };
}

/** The order's copy of an address, with the house number and collection point kept. */
const orderAddress = (a: CartAddress): OrderAddressData & Record<string, unknown> => ({
  firstname: a.firstname,
  lastname: a.lastname,
  street: a.street,
  house_number: a.house_number ?? null,
  city: a.city,
  postcode: a.postcode ?? "",
  country_code: a.country_id,
  region: a.region ?? null,
  company: a.company ?? null,
  telephone: a.telephone ?? null,
  pickup_location_code: a.pickup_location_code ?? null,
});

/**
 * `servicesOf` answers the shop's services when an order is placed (they include this one, and a
 * test may have wrapped one of them since).
 */
export function createOrderPlacement(db: Database, servicesOf: () => ShopServices) {
  const stock = createStockService(createStockRepository(db));
  const orders = () => servicesOf().sales.repository;

  const placedOf = (cartId: number): PlacedOrder | null => {
    const row = orders().orderOfCart(cartId);
    return row ? { orderId: row.id, number: row.increment_id, token: row.token, customerId: row.customer_id } : null;
  };

  const carrierOf = (cart: CartRow) => servicesOf().checkout.read(cart.id).shippingMethod?.split("_")[0] ?? null;

  function paymentScope(scope: OrderScope, cart: CartRow, totals?: CartTotals): PaymentScope {
    const services = servicesOf();
    return {
      services,
      store: scope.store,
      cart,
      customerId: cart.customer_id,
      totals: totals ?? cartTotals(services, scope, cart),
      currency: scope.display.currency,
      carrierCode: totals?.shipping?.carrierCode ?? carrierOf(cart),
    };
  }

  function checkEmail(email: unknown): string {
    const value = typeof email === "string" ? email.trim() : "";
    if (!value) throw new ShopError(EMAIL_MISSING, "input");
    if (!EMAIL.test(value) || value.length > 254) throw new ShopError(EMAIL_INVALID, "input");
    return value;
  }

  /** The method, if it is offered for this cart now. */
  function offeredMethod(scope: PaymentScope, code: string) {
    const method = paymentMethods(servicesOf()).find((m) => m.code === code);
    return method && method.isAvailable(scope) ? method : null;
  }

  /** Referral (ADR 0027): a referred customer's first order of at least the minimum pays both sides. */
  function payReferral(
    store: StoreView,
    customer: { id: number; email: string },
    orderId: number,
    grandBase: number,
    at: string,
  ) {
    const services = servicesOf();
    const paid = services.referrals.payFirstOrder(
      customer,
      { isFirstOrder: orders().orderCountOf(customer.id) === 1, grandTotalBase: grandBase },
      services.reward.rate(store),
    );
    if (!paid) return;
    services.reward.creditReferral(paid.referrerId, paid.referrerPoints, orderId, at);
    services.reward.creditReferral(customer.id, paid.friendPoints, orderId, at);
  }

  function confirmationMail(
    store: StoreView,
    display: DisplayCurrency,
    input: {
      email: string;
      name: string;
      number: string;
      totals: CartTotals;
      payment: string;
      bankTransfer: boolean;
      /** the payee and account the order was asked to be paid into */
      bankDetails: Record<string, string>;
      shipping: CartAddress;
      billing: CartAddress;
      /** the order's items as recorded, one per cart line in the same order */
      items: NewOrderItem[];
    },
  ) {
    const services = servicesOf();
    const words = mailTemplates(store.lang, store.locale);
    const labels = BANK_DETAIL_LABELS[store.lang] ?? BANK_DETAIL_LABELS.en!;
    const amount = (n: number) => formatAmount(store, display, n);
    // A collection point is named as the shopper chose it, above its address (no person's name there).
    const pickup = input.shipping.pickup_location_code;
    const point = pickup ? services.clickCollect.point(store, pickup) : null;
    const pointLines = addressLines(input.shipping, store.locale, { withName: false });
    const deliveryAddress = pickup
      ? [...(point && pointLines[0] !== point.name ? [point.name] : []), ...pointLines]
      : addressLines(input.shipping, store.locale);
    // A collection asks for no billing address ("my delivery details"): the order then carries the
    // collection point's, which is not the shopper's, and the email names none.
    const billingIsThePoint =
      Boolean(pickup) &&
      addressLines(input.billing, store.locale, { withName: false }).join("\n") === pointLines.join("\n");
    const item = (l: LineTotals, index: number) => {
      const subscription = lineSubscription(l.line);
      // What was chosen, as the order keeps it: a flavour and size, or a bundle's parts.
      const ordered = input.items[index]!;
      const options =
        ordered.options ??
        (ordered.children ?? []).map((c) => ({
          label: c.options?.[0]?.label ?? "",
          value: c.qty > 1 ? `${c.qty} × ${c.name}` : c.name,
        }));
      return {
        qty: l.line.qty,
        name: l.line.product.name ?? l.line.product.sku,
        amount: amount(l.rowTotalIncl),
        options,
        note: subscription ? words.subscription(subscription.discount_percent, subscription.frequency_weeks) : null,
      };
    };
    const { totals } = input;
    const shipping = totals.shipping;
    const vat = round2(totals.taxes.reduce((sum, tax) => sum + tax.amount, 0));
    services.accounts.mail.send({
      to: input.email,
      storeCode: store.code,
      kind: "order-confirmation",
      ...composed(
        words.orderConfirmation({
          name: input.name,
          shop: services.accounts.shopName(store),
          number: input.number,
          items: totals.lines.map(item),
          subtotal: amount(totals.subtotalIncl),
          discounts: totals.discounts.map((d) => ({ label: d.label, amount: amount(d.amount) })),
          points: totals.rewardPoints
            ? { points: totals.rewardPoints.points, amount: amount(totals.rewardPoints.amount) }
            : null,
          deliveryAmount: shipping ? amount(shipping.amountIncl) : null,
          total: amount(totals.grandTotal),
          vat: vat > 0 ? amount(vat) : null,
          payment: input.payment,
          delivery: shipping ? shippingDescription(shipping) : "",
          bankReference: input.bankTransfer ? input.number : null,
          bankDetails: input.bankTransfer
            ? bankDetailsOf(input.bankDetails).map(({ name, value }) => ({ label: labels[name], value }))
            : [],
          deliveryAddress,
          collection: Boolean(pickup),
          billingAddress: billingIsThePoint ? [] : addressLines(input.billing, store.locale),
        }),
      ),
    });
  }

  return {
    /** The cart's checkout data (Cart.selected_payment_method reads its payment). */
    checkoutOf: (cartId: number) => servicesOf().checkout.read(cartId),

    /** A guest's order by its token (Magento's guestOrderByToken); a customer's order is never found so. */
    guestOrderId: (token: string) => orders().guestOrderByToken(token)?.id ?? null,

    /**
     * A guest's order becomes the customer's (the success page's "create an account", like Magento's
     * order-to-customer delegate): only with the order's token, only an order placed with the
     * customer's own email in a store of their website. The points the order gathered are the
     * customer's as if they had placed it: counted once it is invoiced in full, nothing for a
     * cancelled or closed order. Answers the order's id, or null.
     */
    claimGuestOrder(
      token: string,
      customer: { id: number; email: string; websiteId: number },
      now = new Date(),
    ): number | null {
      const services = servicesOf();
      return db.transaction((): number | null => {
        const order = orders().guestOrderByToken(token);
        if (!order || order.email.toLowerCase() !== customer.email.toLowerCase()) return null;
        if (services.stores.byCode(order.store_code)?.website_id !== customer.websiteId) return null;
        // Only the claim that moves the order credits its points, so claiming again credits nothing.
        if (!orders().giveGuestOrderTo(order.id, customer.id)) return null;
        if (order.status !== "canceled" && order.status !== "closed") {
          const paid = orders()
            .itemsOf(order.id)
            .every((item) => item.qty_invoiced >= item.qty_ordered - item.qty_canceled);
          services.reward.recordOrderPoints(
            customer.id,
            order.id,
            { spent: 0, gathered: order.points_gathered, paid },
            sqlTime(now),
          );
        }
        return order.id;
      })();
    },

    /** The order placed from this cart, if any. */
    orderOf: placedOf,

    /** The methods offered for the cart (Magento's payment_methods / available_payment_methods). */
    paymentScope,

    /**
     * set-payment-information / setPaymentMethodOnCart: keeps the method (offered for this cart) and,
     * when given, the billing address and a guest's email. The cart must be active and unordered.
     */
    savePaymentInformation(
      scope: OrderScope,
      cart: CartRow,
      payment: PaymentInput,
      options: { billing?: CartAddress | null; email?: unknown } = {},
    ): void {
      if (!payment || typeof payment.method !== "string" || !payment.method.trim())
        throw new ShopError(PAYMENT_METHOD_MISSING, "input");
      const checkout = servicesOf().checkout;
      db.transaction(() => {
        const now = sqlTime(new Date());
        if (options.email !== undefined) checkout.keepEmail(cart.id, checkEmail(options.email), now);
        if (!offeredMethod(paymentScope(scope, cart), payment.method))
          throw new ShopError(PAYMENT_METHOD_UNAVAILABLE, "input");
        const additional = Object.fromEntries(
          Object.entries(payment.additional_data ?? {})
            .filter(([k, v]) => typeof k === "string" && typeof v === "string" && k.length <= 64)
            .slice(0, 20)
            .map(([k, v]) => [k, String(v).slice(0, 500)]),
        );
        checkout.keepPayment(cart.id, { method: payment.method, additional_data: additional }, now);
        if (options.billing !== undefined) {
          if (options.billing !== null && !isFullAddress(options.billing))
            throw new ShopError("Please check the billing address information.", "input");
          checkout.setBilling(cart, options.billing, now);
        }
      })();
    },

    /**
     * Places the cart's order with this payment, in one transaction (the card provider's notification):
     * the order already placed from the cart if there is one; null for a cart that is no longer
     * active without an order (nothing to place).
     */
    placeWithPayment(scope: OrderScope, cartId: number, payment: PaymentInput): PlacedOrder | null {
      return db.transaction((): PlacedOrder | null => {
        const already = placedOf(cartId);
        if (already) return already;
        const cart = servicesOf().quote.cartById(cartId);
        if (!cart || !cart.is_active) return null;
        this.savePaymentInformation(scope, cart, payment);
        return this.place(scope, cart.id);
      })();
    },

    /**
     * Places the cart's order, or answers the order already placed from it. The cart is the one the
     * caller may use (the guest path's masked id, or the customer's own); it may be inactive only
     * because it was ordered.
     */
    place(scope: OrderScope, cartId: number, now = new Date()): PlacedOrder {
      const services = servicesOf();
      return db.transaction((): PlacedOrder => {
        const already = placedOf(cartId);
        if (already) return already;
        const cart = services.quote.cartById(cartId);
        if (!cart || !cart.is_active) throw new ShopError("The cart isn't active.", "no-such-entity");
        const checkout = services.checkout.read(cart.id);
        const customerId = cart.customer_id;
        const customer = customerId ? services.customers.byId(customerId) : undefined;
        const email = customer?.email ?? checkout.email;
        if (!email) throw new ShopError(EMAIL_MISSING, "input");
        // The totals afresh: prices, discounts, points and delivery as they are now.
        const totals = cartTotals(services, scope, cart);
        const lines = totals.lines.map((l) => l.line);
        if (!lines.length) throw new ShopError(CART_HAS_NO_ITEMS, "input");
        if (!checkout.shipping) throw new ShopError(SHIPPING_ADDRESS_MISSING, "input");
        if (!totals.shipping) throw new ShopError(SHIPPING_METHOD_MISSING, "input");
        if (!checkout.payment) throw new ShopError(PAYMENT_METHOD_MISSING, "input");
        const pScope = paymentScope(scope, cart, totals);
        const method = offeredMethod(pScope, checkout.payment.method);
        if (!method) throw new ShopError(PAYMENT_METHOD_UNAVAILABLE, "input");

        // Stock, read inside the transaction: a unit sold since the basket was shown is refused.
        const demand = new Map<number, number>();
        // Whole units only: a fraction (left by an older version) is never sold at a fraction of its price.
        if (lines.some((l) => !isWholeQuantity(l.qty))) throw new ShopError(NOT_ALL_AVAILABLE, "input");
        for (const l of lines) for (const [pid, per] of l.needs) demand.set(pid, (demand.get(pid) ?? 0) + per * l.qty);
        if (!stock.covers(demand)) throw new ShopError(NOT_ALL_AVAILABLE, "input");

        // The method accepts the payment or throws, which rolls everything back.
        const record = method.authorize(pScope, checkout.payment.additional_data ?? {});

        const at = sqlTime(now);
        const coupon = services.salesRules.recordCouponUse(cart.id, customerId, now);
        const points = totals.rewardPoints;
        const discount = round2(discountTotal(totals) + (points?.amount ?? 0));
        const shipping = checkout.shipping;
        const billing = checkout.billing ?? shipping;
        const items = totals.lines.map((l) => orderItem(scope.catalog, scope.display, l));
        const orderId = services.sales.repository.createOrder({
          store_code: scope.store.code,
          customer_id: customerId,
          email,
          currency: scope.display.currency,
          items,
          shipping_amount: totals.shipping.amountIncl,
          discount_amount: discount,
          // The cart's collected totals are the one source of truth: the order keeps them as they are.
          subtotal: totals.subtotalIncl,
          grand_total: totals.grandTotal,
          coupon_code: coupon,
          vat_rate: services.tax.rateFor(scope.store, cart).rate,
          // A guest's too: they are credited if the guest makes an account and claims the order.
          points_gathered: totals.rewardPointsGathered,
          payment_method: method.code,
          shipping_method: shippingDescription(totals.shipping),
          shipping_address: orderAddress(shipping),
          billing_address: orderAddress(billing),
          created_at: at,
          cart_id: cart.id,
        });
        services.sales.repository.recordPayment(orderId, {
          title: record.title,
          additional: record.additional,
          pointsSpent: points?.points ?? 0,
          pointsAmount: points?.amount ?? 0,
        });
        if (record.invoiced) services.sales.repository.invoice(orderId, at);

        stock.deduct(demand);
        // Pages showing these products' stock are out of date (the shop's caches, Varnish).
        services.cacheTags.invalidate(services.productTags(demand.keys()));

        if (customerId) {
          services.reward.recordOrderPoints(
            customerId,
            orderId,
            { spent: points?.points ?? 0, gathered: totals.rewardPointsGathered, paid: record.invoiced },
            at,
          );
          for (const address of [shipping, checkout.billing]) {
            if (address?.save_in_address_book && !address.customer_address_id && !address.pickup_location_code) {
              services.addresses.create(customerId, {
                firstname: address.firstname,
                lastname: address.lastname,
                company: address.company,
                street: address.street,
                house_number: address.house_number,
                city: address.city,
                region: address.region ? { region: address.region, region_code: address.region_code } : null,
                postcode: address.postcode,
                country_code: address.country_id as never,
                telephone: address.telephone,
              });
            }
          }
          if (customer) payReferral(scope.store, customer, orderId, round2(totals.grandTotal / scope.display.rate), at);
          // Subscribe and save: the order's subscription lines start the customer's subscriptions.
          createOrderSubscriptions(services.subscriptions, scope.catalog, {
            customerId,
            storeCode: scope.store.code,
            currency: scope.display.currency,
            lines: totals.lines,
            now,
          });
        }

        services.quote.deactivate(cart.id, at);
        const placed = placedOf(cart.id)!;
        confirmationMail(scope.store, scope.display, {
          email,
          name: customer ? customer.firstname : shipping.firstname,
          number: placed.number,
          totals,
          payment: record.title,
          bankTransfer: method.code === "banktransfer",
          bankDetails: record.additional,
          shipping,
          billing,
          items,
        });
        return placed;
      })();
    },
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
