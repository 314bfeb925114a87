// Shipping on the cart: setShippingMethodsOnCart, and the estimate's address with its
// available_shipping_methods and selected_shipping_method, which the checkout's Cart.shipping_addresses
// answers before there is a full address. The estimate itself is REST (shipping/rest.ts).
import type { Ctx } from "../graphql/context.js";
import { moneyAnswer } from "../graphql/money.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import type { CartRow } from "../quote/repository.js";
import type { CartTotals } from "../quote/totals.js";
import { ShopError } from "../shared/errors.js";
import { netOf } from "../shared/money.js";
import { basketFacts, cartTotals, type EstimateAddress, type ShippingMethodQuote } from "./service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "quote" | "shipping" | "totals";

const totalsOf = new WeakMap<CartRow, CartTotals>();
/** The cart's totals, collected once per cart row and request (the checkout's resolvers share them). */
export function totals(ctx: Ctx<"quote" | "totals">, cart: CartRow): CartTotals {
  let t = totalsOf.get(cart);
  if (!t) {
    t = cartTotals(ctx.services, ctx, cart);
    totalsOf.set(cart, t);
  }
  return t;
}

const net = (ctx: Ctx<never>, amount: number) => netOf(amount, ctx.store.vat_rate);

/** Magento's AvailableShippingMethod of a method for the address. */
export const methodAnswer = (ctx: Ctx<never>, m: ShippingMethodQuote) => ({
  carrier_code: m.carrierCode,
  method_code: m.methodCode,
  carrier_title: m.carrierTitle,
  method_title: m.methodTitle,
  amount: moneyAnswer(ctx, m.amount),
  price_incl_tax: moneyAnswer(ctx, m.amount),
  price_excl_tax: moneyAnswer(ctx, net(ctx, m.amount)),
  available: true,
  error_message: "",
});

/** A country's name in the store view's language. */
export function countryLabel(ctx: Ctx<never>, code: string): string {
  try {
    return new Intl.DisplayNames([ctx.store.locale.replace("_", "-")], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Magento's SelectedShippingMethod: the method the totals were collected with, or null. */
export function selectedMethodAnswer(ctx: Ctx<never>, t: CartTotals) {
  const chosen = t.shipping;
  if (!chosen) return null;
  return {
    carrier_code: chosen.carrierCode,
    method_code: chosen.methodCode,
    carrier_title: chosen.carrierTitle,
    method_title: chosen.methodTitle,
    amount: moneyAnswer(ctx, chosen.amountIncl),
    price_incl_tax: moneyAnswer(ctx, chosen.amountIncl),
    price_excl_tax: moneyAnswer(ctx, net(ctx, chosen.amountIncl)),
  };
}

type EstimateInput = {
  cart_id: string;
  address: {
    country_code: string;
    postcode?: string | null;
    region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  };
  shipping_method?: { carrier_code: string; method_code: string } | null;
};

/** The cart and estimate address of Magento's EstimateTotalsInput, or Magento's errors. */
function estimateOf(ctx: Ctx<Services>, input: EstimateInput | null | undefined) {
  if (!input?.cart_id) throw new ShopError('Required parameter "cart_id" is missing', "input");
  const cart = ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId);
  const country = String(input.address?.country_code ?? "").toUpperCase();
  if (!country) throw new ShopError('Required parameter "country_code" is missing', "input");
  const region = input.address.region;
  const address: EstimateAddress = {
    country_id: country,
    region: region?.region ?? region?.region_code ?? null,
    region_id: region?.region_id ?? null,
    postcode: input.address.postcode?.trim() || null,
  };
  return { cart, address };
}

export const shippingResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    // Magento's estimateShippingMethods: the methods for a country, region and postcode; the cart is
    // left as it was.
    estimateShippingMethods: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const { cart, address } = estimateOf(ctx, args.input);
      const methods = ctx.services.shipping.methodsFor(
        ctx.store,
        ctx.display,
        address.country_id,
        basketFacts(totals(ctx, cart)),
      );
      return methods.map((m) => methodAnswer(ctx, m));
    },
    // Magento's estimateTotals: the cart's totals for that address (and method, when given). The
    // address is kept as the basket's estimate is (ADR 0028), so the totals read it.
    estimateTotals: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const { cart, address } = estimateOf(ctx, args.input);
      ctx.services.shipping.estimate(ctx.store, ctx.display, cart, address, totals(ctx, cart));
      const method = args.input.shipping_method;
      if (method?.carrier_code && method.method_code) {
        const fresh = ctx.services.quote.load(ctx.store, args.input.cart_id, ctx.customerId);
        ctx.services.shipping.choose(
          ctx.store,
          ctx.display,
          fresh,
          { carrierCode: method.carrier_code, methodCode: method.method_code },
          totals(ctx, fresh),
        );
      }
      return { cart: ctx.services.quote.load(ctx.store, args.input.cart_id, ctx.customerId) };
    },
    setShippingMethodsOnCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const input = args.input;
      if (!input?.cart_id) throw new ShopError('Required parameter "cart_id" is missing', "input");
      const cart = ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId);
      const methods = (input.shipping_methods ?? []).filter((m) => m != null);
      if (methods.length !== 1) throw new ShopError("You cannot specify multiple shipping methods.", "input");
      const [method] = methods;
      ctx.services.shipping.choose(
        ctx.store,
        ctx.display,
        cart,
        { carrierCode: method.carrier_code, methodCode: method.method_code },
        totals(ctx, cart),
      );
      return { cart: ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId) };
    },
  },
};

/**
 * The estimate's address (country, region, postcode) as the cart's shipping address until checkout
 * asks for a full one; the name and street are empty, as Magento's estimate address leaves them.
 * Cart.shipping_addresses is the checkout module's; it answers this before there is a full address.
 */
export function estimateShippingAddresses(ctx: Ctx<Services>, c: CartRow) {
  const { address } = ctx.services.shipping.saved(c.id);
  if (!address) return [];
  const t = totals(ctx, c);
  const methods = ctx.services.shipping.methodsFor(ctx.store, ctx.display, address.country_id, basketFacts(t));
  return [
    {
      uid: `estimate-${c.id}`,
      firstname: "",
      lastname: "",
      street: [],
      city: "",
      postcode: address.postcode,
      region:
        address.region || address.region_id
          ? { code: null, label: address.region, region_id: address.region_id }
          : null,
      country: { code: address.country_id, label: countryLabel(ctx, address.country_id) },
      available_shipping_methods: methods.map((m) => methodAnswer(ctx, m)),
      selected_shipping_method: selectedMethodAnswer(ctx, t),
    },
  ];
}
