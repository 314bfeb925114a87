// TODO(issue 11, part C "order"): setPaymentMethodOnCart, placeOrder, available_payment_methods.
import type { Resolvers } from "../generated/resolvers-types.js";

export const paymentResolvers: Resolvers = {};
