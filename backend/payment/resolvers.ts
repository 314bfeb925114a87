// GraphQL of paying and placing the order (ADR 0030): setPaymentMethodOnCart,
// placeOrder, Cart.available_payment_methods / selected_payment_method, Magento's
// guestOrderByToken, and the extension Query.placedCartOrder (the order a REST place answered with
// its entity id). The rules are payment/place-order.ts's, shared with REST.
import type { Ctx } from "../graphql/context.js";
import type { PlaceOrderErrorCodes, Resolvers } from "../generated/resolvers-types.js";
import type { CartRow } from "../quote/repository.js";
import { customerOrder } from "../sales/resolvers.js";
import { isShopError, ShopError } from "../shared/errors.js";
import { cartTotals } from "../shipping/service.js";
import { availablePaymentMethods, paymentMethods } from "./registry.js";
import { EMAIL_MISSING } from "./place-order.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services =
  "backendSchema" | "cardPay" | "customers" | "orderPlacement" | "quote" | "sales" | "stores" | "totals" | "vault";

const scopeOf = (ctx: Ctx<Services>) => ({ store: ctx.store, display: ctx.display, catalog: ctx.catalog });

/** Magento's message when no order matches a guest's token. */
export const ORDER_NOT_FOUND = "We couldn't locate an order with the information provided.";

/**
 * The cart of a cart_id as placeOrder may use it: the caller's own (a guest cart by its masked id,
 * a customer's only with its token), active or already ordered.
 */
const orderableCart = (ctx: Ctx<Services>, maskedId: string): CartRow =>
  ctx.services.quote.cartForCaller(ctx, maskedId, {
    ordered: (cartId) => ctx.services.orderPlacement.orderOf(cartId) !== null,
  });

const errorCode = (message: string): PlaceOrderErrorCodes =>
  message === EMAIL_MISSING ? "GUEST_EMAIL_MISSING" : "UNABLE_TO_PLACE_ORDER";

/** setPaymentMethodOnCart's work (also setPaymentMethodAndPlaceOrder's first step). */
function setPayment(
  ctx: Ctx<Services>,
  input: { cart_id: string; payment_method: { code: string } } | null | undefined,
) {
  ctx.cache.uncacheable();
  if (!input?.cart_id) throw new ShopError('Required parameter "cart_id" is missing', "input");
  const cart = ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId);
  const pm = input.payment_method as Record<string, unknown> & { code: string };
  // A saved card names its Vault token in any *_vault input (Magento's braintree_cc_vault etc.).
  const vault = Object.values(pm).find(
    (v): v is { public_hash: string } =>
      typeof v === "object" && v !== null && typeof (v as { public_hash?: unknown }).public_hash === "string",
  );
  ctx.services.orderPlacement.savePaymentInformation(scopeOf(ctx), cart, {
    method: pm.code,
    additional_data: vault ? { public_hash: vault.public_hash } : {},
  });
  return { cart };
}

/** placeOrder's work (also setPaymentMethodAndPlaceOrder's second step). */
function place(ctx: Ctx<Services>, cartId: string | null | undefined) {
  ctx.cache.uncacheable();
  if (!cartId) throw new ShopError('Required parameter "cart_id" is missing', "input");
  const cart = orderableCart(ctx, cartId);
  try {
    const placed = ctx.services.orderPlacement.place(scopeOf(ctx), cart.id);
    const sales = ctx.services.sales.repository;
    return {
      order: { order_number: placed.number, order_id: placed.number },
      orderV2: customerOrder(sales, sales.order(placed.orderId)),
      errors: [],
    };
  } catch (e) {
    // Magento answers a refusal the shopper can act on as PlaceOrderOutput.errors.
    if (isShopError(e) && e.kind === "input")
      return { order: null, orderV2: null, errors: [{ message: e.message, code: errorCode(e.message) }] };
    throw e;
  }
}

export const paymentResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    placedCartOrder: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const cart = orderableCart(ctx, args.cart_id);
      const placed = ctx.services.orderPlacement.orderOf(cart.id);
      return placed ? { number: placed.number, token: placed.customerId === null ? placed.token : null } : null;
    },
    guestOrderByToken: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const id = ctx.services.orderPlacement.guestOrderId(args.input.token);
      if (id === null) throw new ShopError(ORDER_NOT_FOUND, "no-such-entity");
      const sales = ctx.services.sales.repository;
      return customerOrder(sales, sales.order(id));
    },
  },
  Mutation: {
    assignGuestOrderToCustomer: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const customer = ctx.customerId === null ? undefined : ctx.services.customers.byId(ctx.customerId);
      if (!customer) throw new ShopError("The current customer isn't authorized.", "authorization");
      const id = ctx.services.orderPlacement.claimGuestOrder(args.guest_order_token, {
        id: customer.id,
        email: customer.email,
        websiteId: customer.website_id,
      });
      if (id === null) throw new ShopError(ORDER_NOT_FOUND, "no-such-entity");
      const sales = ctx.services.sales.repository;
      return customerOrder(sales, sales.order(id));
    },
    setPaymentMethodOnCart: (_, args, ctx) => setPayment(ctx, args.input),
    placeOrder: (_, args, ctx) => place(ctx, args.input?.cart_id),
    // Deprecated in Magento 2.4 but still served: the two mutations above in one.
    setPaymentMethodAndPlaceOrder: (_, args, ctx) => {
      setPayment(ctx, args.input);
      return place(ctx, args.input?.cart_id);
    },
  },
  Cart: {
    available_payment_methods: (cart, _, ctx) => {
      const scope = scopeOf(ctx);
      const pScope = ctx.services.orderPlacement.paymentScope(scope, cart, cartTotals(ctx.services, scope, cart));
      return availablePaymentMethods(pScope).map((m) => ({ ...m, is_deferred: false }));
    },
    selected_payment_method: (cart, _, ctx) => {
      const chosen = ctx.services.orderPlacement.checkoutOf(cart.id).payment;
      if (!chosen) return { code: "", title: "" };
      const method = paymentMethods(ctx.services).find((m) => m.code === chosen.method);
      return { code: chosen.method, title: method ? method.title(ctx.store) : chosen.method };
    },
  },
};
