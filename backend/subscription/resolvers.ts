// TODO(issue 10, part D): the subscription module's resolvers.
import type { Resolvers } from "../generated/resolvers-types.js";

export const subscriptionResolvers: Resolvers = {};
