// The cart's checkout data in GraphQL: setGuestEmailOnCart,
// setShippingAddressesOnCart, setBillingAddressOnCart, and Cart.email, Cart.shipping_addresses (the
// full address once there is one; the shipping module's estimate-only answer before) and
// Cart.billing_address. The rules are checkout/service.ts's and address-rules.ts's.
import type { Ctx } from "../graphql/context.js";
import type { CartAddressInput, Resolvers } from "../generated/resolvers-types.js";
import type { CartRow } from "../quote/repository.js";
import { ShopError } from "../shared/errors.js";
import {
  countryLabel,
  estimateShippingAddresses,
  methodAnswer,
  selectedMethodAnswer,
  totals,
} from "../shipping/resolvers.js";
import { basketFacts } from "../shipping/service.js";
import type { AddressDraft } from "./address-rules.js";
import type { CartAddress } from "./cart-address.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "addresses" | "checkout" | "clickCollect" | "customers" | "quote" | "shipping" | "totals";

/** The caller's cart for a mutation (Magento's GetCartForUser): a customer's only for that customer. */
function cartFor(ctx: Ctx<Services>, cartId: string | null | undefined): CartRow {
  ctx.cache.uncacheable();
  if (!cartId) throw new ShopError('Required parameter "cart_id" is missing', "input");
  return ctx.services.quote.load(ctx.store, cartId, ctx.customerId);
}

const reload = (ctx: Ctx<Services>, cart: CartRow) => ({
  cart: ctx.services.quote.load(ctx.store, cart.masked_id, ctx.customerId),
});

const draftOf = (a: CartAddressInput & { house_number?: string | null }): AddressDraft => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  street: a.street,
  house_number: a.house_number,
  city: a.city,
  region: a.region,
  region_id: a.region_id,
  postcode: a.postcode,
  country_id: a.country_code,
  telephone: a.telephone,
  save_in_address_book: a.save_in_address_book ?? false,
});

/** One side of ShippingAddressInput / BillingAddressInput: an address or an address book id, not both. */
function draftFrom(
  which: "shipping" | "billing",
  input: { address?: CartAddressInput | null; customer_address_id?: number | null },
  ctx: Ctx<Services>,
): AddressDraft {
  const hasId = input.customer_address_id !== null && input.customer_address_id !== undefined;
  if (hasId && input.address)
    throw new ShopError(
      `The ${which} address cannot contain "customer_address_id" and "address" at the same time.`,
      "input",
    );
  if (!hasId && !input.address)
    throw new ShopError(`The ${which} address must contain either "customer_address_id" or "address".`, "input");
  if (hasId) {
    if (ctx.customerId === null) throw new ShopError("The current customer isn't authorized.", "authorization");
    return { customer_address_id: input.customer_address_id };
  }
  return draftOf(input.address!);
}

/** CartAddressInterface's fields of a kept address. */
const addressAnswer = (ctx: Ctx<Services>, cart: CartRow, a: CartAddress, kind: "shipping" | "billing") => ({
  uid: `${kind}-${cart.id}`,
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  street: a.street,
  house_number: a.house_number,
  city: a.city,
  region:
    a.region || a.region_code || a.region_id ? { code: a.region_code, label: a.region, region_id: a.region_id } : null,
  postcode: a.postcode,
  country: { code: a.country_id, label: countryLabel(ctx, a.country_id) },
  telephone: a.telephone,
  customer_address_id: a.customer_address_id,
});

export const checkoutResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    setGuestEmailOnCart: (_, args, ctx) => {
      const cart = cartFor(ctx, args.input?.cart_id);
      ctx.services.checkout.setGuestEmail(cart, ctx.customerId, args.input?.email ?? "");
      return reload(ctx, cart);
    },

    setShippingAddressesOnCart: (_, args, ctx) => {
      const cart = cartFor(ctx, args.input?.cart_id);
      const inputs = (args.input?.shipping_addresses ?? []).filter((a) => a != null);
      if (inputs.length !== 1) throw new ShopError("You cannot specify multiple shipping addresses.", "input");
      const [input] = inputs;
      const draft = { ...draftFrom("shipping", input, ctx), pickup_location_code: input.pickup_location_code };
      const address = ctx.services.checkout.resolveAddress(ctx.services, ctx.store, cart, draft);
      // A collection point's code names one of the store's points and the address is that point's own
      // (as REST shipping-information checks it).
      if (address.pickup_location_code)
        ctx.services.clickCollect.verifyPickup(ctx.store, address.pickup_location_code, address);
      ctx.services.checkout.setShipping(ctx.services, ctx, cart, address, totals(ctx, cart));
      return reload(ctx, cart);
    },

    setBillingAddressOnCart: (_, args, ctx) => {
      const cart = cartFor(ctx, args.input?.cart_id);
      const input = args.input?.billing_address;
      if (!input) throw new ShopError('Required parameter "billing_address" is missing', "input");
      const checkout = ctx.services.checkout;
      const sameAsShipping = input.same_as_shipping === true || input.use_for_shipping === true;
      if (sameAsShipping && !input.address && (input.customer_address_id ?? null) === null) {
        // "The same as shipping": kept as no billing address of its own.
        if (!checkout.read(cart.id).shipping)
          throw new ShopError("The shipping address is missing. Set the address and try again.", "input");
        checkout.setBilling(cart, null);
        return reload(ctx, cart);
      }
      const address = checkout.resolveAddress(ctx.services, ctx.store, cart, draftFrom("billing", input, ctx));
      checkout.inTransaction(() => {
        // use_for_shipping / same_as_shipping with an address: it becomes the shipping address too.
        if (sameAsShipping) {
          checkout.setShipping(ctx.services, ctx, cart, address, totals(ctx, cart));
          checkout.setBilling(cart, null);
        } else checkout.setBilling(cart, address);
      });
      return reload(ctx, cart);
    },
  },
  Cart: {
    email: (c, _, ctx) => ctx.services.checkout.emailOf(ctx.services, c),

    shipping_addresses: (c, _, ctx) => {
      const { shipping } = ctx.services.checkout.read(c.id);
      if (!shipping) return estimateShippingAddresses(ctx, c);
      const t = totals(ctx, c);
      const methods = ctx.services.shipping.methodsFor(ctx.store, ctx.display, shipping.country_id, basketFacts(t));
      return [
        {
          ...addressAnswer(ctx, c, shipping, "shipping"),
          pickup_location_code: shipping.pickup_location_code,
          available_shipping_methods: methods.map((m) => methodAnswer(ctx, m)),
          selected_shipping_method: selectedMethodAnswer(ctx, t),
        },
      ];
    },

    // Magento answers the shipping address's copy when billing is "the same as shipping".
    billing_address: (c, _, ctx) => {
      const { shipping, billing } = ctx.services.checkout.read(c.id);
      const address = billing ?? shipping;
      return address ? addressAnswer(ctx, c, address, "billing") : null;
    },
  },
};
