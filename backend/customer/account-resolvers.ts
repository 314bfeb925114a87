// TODO(issue 10, part A): createCustomerV2, requestPasswordResetEmail, resetPassword.
import type { Resolvers } from "../generated/resolvers-types.js";

export const registrationResolvers: Resolvers = {};
