// TODO(issue 10, part D): the review module's resolvers.
import type { Resolvers } from "../generated/resolvers-types.js";

export const reviewResolvers: Resolvers = {};
