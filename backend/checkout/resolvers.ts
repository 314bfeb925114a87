// TODO(issue 11, part A "steps"): setGuestEmailOnCart, setShippingAddressesOnCart,
// setBillingAddressOnCart and the cart's full addresses.
import type { Resolvers } from "../generated/resolvers-types.js";

export const checkoutResolvers: Resolvers = {};
