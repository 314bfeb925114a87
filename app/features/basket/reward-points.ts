// The basket's reward points form: apply (or update) a number of points, or remove them. One schema
// shared by the basket action and PointsSection; the balance check needs the customer's balance, so
// the schema is made for it. Error messages are keys of the `points` namespace (errors).
import * as z from "zod/mini";
import { BasketIntent, redirectToField } from "~/forms/basket";

export const MAX_POINTS = 10_000_000;

export function applyPointsSchema(balance: number = MAX_POINTS) {
  return z.object({
    intent: z.literal(BasketIntent.applyPoints),
    points: z.coerce
      .number({ error: "pointsWhole" })
      .check(
        z.int({ error: "pointsWhole" }),
        z.gte(1, { error: "pointsMin" }),
        z.lte(Math.min(balance, MAX_POINTS), { error: "pointsOverBalance" }),
      ),
    /** the shopper already had points on the basket: the message says "updated" */
    update: z.optional(z.literal("1")),
    redirectTo: redirectToField,
  });
}

export const RemovePointsSchema = z.object({
  intent: z.literal(BasketIntent.removePoints),
  /** "cancel": the shopper gave up on a change; "remove": took the points off */
  mode: z.optional(z.enum(["remove", "cancel"])),
  redirectTo: redirectToField,
});
