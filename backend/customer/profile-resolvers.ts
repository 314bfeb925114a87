// TODO(issue 10, part C): addresses, updateCustomerV2, changeCustomerPassword, contact preferences.
import type { Resolvers } from "../generated/resolvers-types.js";

export const profileResolvers: Resolvers = {};
