// The card provider's answer, posted by its hosted page to the checkout's payment return (ADR 0031).
// Not a form a shopper fills in: anything else than the provider's three fields is no answer at all.
// Server-only, so that Zod stays out of the return route's browser chunk.
import * as z from "zod/mini";

export const CardReturnSchema = z.object({
  payment_session: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  result: z.enum(["approved", "declined", "failed", "cancelled"]),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export type CardReturn = z.infer<typeof CardReturnSchema>;
