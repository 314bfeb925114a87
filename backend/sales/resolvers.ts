// TODO(issue 10, part B): the sales module's resolvers.
import type { Resolvers } from "../generated/resolvers-types.js";

export const salesResolvers: Resolvers = {};
