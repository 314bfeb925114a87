// The product review form: nickname, summary, rating, text. One Zod schema for the action
// and Conform. Error messages are keys of the `reviews` namespace under form.errors.
// (The checkout's confirm-and-pay step is features/checkout/confirm/confirm.ts.)
import * as z from "zod/mini";
import { REVIEW_FIELD_LIMITS, REVIEW_STARS } from "./product-review.fields";
export {
  REVIEW_INTENT,
  REVIEW_FIELD_LIMITS,
  REVIEW_STARS,
  REVIEW_ERROR_KEYS,
  type ReviewAnswer,
} from "./product-review.fields";

const trimmed = (required: string, max: number, tooLong: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: required }),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );

export const ProductReviewSchema = z.object({
  nickname: trimmed("nicknameRequired", REVIEW_FIELD_LIMITS.nickname, "nicknameTooLong"),
  summary: trimmed("summaryRequired", REVIEW_FIELD_LIMITS.summary, "summaryTooLong"),
  rating: z.pipe(
    z.enum(REVIEW_STARS, { error: "ratingRequired" }),
    z.transform((value) => Number(value)),
  ),
  text: z.pipe(
    z.pipe(
      z.string({ error: "textRequired" }),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(REVIEW_FIELD_LIMITS.textMin, { error: "textTooShort" }),
        z.maxLength(REVIEW_FIELD_LIMITS.text, { error: "textTooLong" }),
      ),
  ),
});

export type ProductReviewSubmission = z.infer<typeof ProductReviewSchema>;
