// TODO(issue 10, part D): the referral module's resolvers.
import type { Resolvers } from "../generated/resolvers-types.js";

export const referralResolvers: Resolvers = {};
