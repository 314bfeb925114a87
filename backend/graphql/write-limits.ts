// Anonymous writes are counted per client IP and refused with HTTP 429, a Retry-After header and a
// GraphQL error once a caller's allowance is used up (docs/decisions/0015-*.md). The client IP is the
// request context's (ratelimit/trusted-storefronts.ts): the shopper a storefront names, in process or
// from a trusted storefront's address, else the caller's own.
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import {
  perMinuteRule,
  createRateLimiter,
  type RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
} from "../ratelimit/limiter.js";
import type { Ctx } from "./context.js";
import { gqlError } from "./errors.js";

export type WriteKind = "cartCreation" | "newsletter" | "errorReports" | "signIn" | "contactMessages";

/** The mutations each limit counts. */
export const LIMITED_MUTATIONS: Record<string, WriteKind> = {
  createEmptyCart: "cartCreation",
  createGuestCart: "cartCreation",
  subscribeEmailToNewsletter: "newsletter",
  confirmNewsletterSubscription: "newsletter",
  reportJsError: "errorReports",
  contactUs: "contactMessages",
  // Every attempt, right or wrong: failed ones are also limited per account (customer/sign-in-limits.ts).
  generateCustomerToken: "signIn",
};

/** A rule per kind of write; null means not limited. */
export type WriteLimits = Record<WriteKind, RateLimitRule | null>;

/**
 * Per minute and client IP. A shopper makes a basket once a visit and subscribes once; a crash loop
 * in one browser sends a few reports. The figures are far above that and far below a flood.
 */
export const DEFAULT_WRITE_LIMITS_PER_MINUTE: Record<WriteKind, number> = {
  cartCreation: 20,
  newsletter: 5,
  errorReports: 10,
  signIn: 10,
  contactMessages: 5,
};

/** RATE_LIMIT_CART_CREATION, RATE_LIMIT_NEWSLETTER, RATE_LIMIT_ERROR_REPORTS, RATE_LIMIT_SIGN_IN, RATE_LIMIT_CONTACT: per minute, or "off". */
export function writeLimitsFromEnv(env: Record<string, string | undefined>): WriteLimits {
  const d = DEFAULT_WRITE_LIMITS_PER_MINUTE;
  return {
    cartCreation: perMinuteRule(env.RATE_LIMIT_CART_CREATION, d.cartCreation),
    newsletter: perMinuteRule(env.RATE_LIMIT_NEWSLETTER, d.newsletter),
    errorReports: perMinuteRule(env.RATE_LIMIT_ERROR_REPORTS, d.errorReports),
    signIn: perMinuteRule(env.RATE_LIMIT_SIGN_IN, d.signIn),
    contactMessages: perMinuteRule(env.RATE_LIMIT_CONTACT, d.contactMessages),
  };
}

/** How many of each limited write one operation asks for (1,000 aliased createGuestCart count 1,000). */
function countWrites(document: DocumentNode, selectionSet: SelectionSetNode, counts: Map<WriteKind, number>) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const kind = LIMITED_MUTATIONS[selection.name.value];
      if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      countWrites(document, selection.selectionSet, counts);
    } else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) countWrites(document, fragment.selectionSet, counts);
    }
  }
}

export function createWriteLimiters(limits: WriteLimits, store?: RateLimitStore): Map<WriteKind, RateLimiter> {
  const limiters = new Map<WriteKind, RateLimiter>();
  for (const [kind, rule] of Object.entries(limits) as [WriteKind, RateLimitRule | null][]) {
    if (rule) limiters.set(kind, createRateLimiter(`write-${kind}`, rule, store));
  }
  return limiters;
}

export function writeLimitsPlugin(limiters: Map<WriteKind, RateLimiter>): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== "mutation") return;
      const counts = new Map<WriteKind, number>();
      countWrites(args.document, operation.selectionSet, counts);
      if (!counts.size) return;
      // The same address the sign-in lock-outs count (graphql/context.ts).
      const key = (args.contextValue as unknown as Ctx).clientIp;
      for (const [kind, points] of counts) {
        const verdict = (await limiters.get(kind)?.consume(key, points)) ?? { allowed: true };
        if (verdict.allowed) continue;
        const retryAfter = String(verdict.retryAfterSeconds);
        setResultAndStopExecution({
          errors: [
            gqlError(`Too many requests. Please try again in ${retryAfter} seconds.`, "graphql-too-many-requests", {
              status: 429,
              headers: { "Retry-After": retryAfter },
            }),
          ],
        });
        return;
      }
    },
  };
}
