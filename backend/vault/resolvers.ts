// TODO(issue 10, part D): the vault module's resolvers.
import type { Resolvers } from "../generated/resolvers-types.js";

export const vaultResolvers: Resolvers = {};
