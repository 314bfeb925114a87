// The click-and-collect finder's forms: the search (a GET, ?q=) and choosing a
// point with the collector's name and mobile number (a POST). Error keys are the `collect`
// namespace's `errors.*`.
import * as z from "zod/mini";
import { mobileNumberSchema, NameSchema } from "~/forms/customer-fields";
import { COLLECT_INTENT, MAX_SEARCH_LENGTH } from "./collect.fields";
export { COLLECT_INTENT, MAX_SEARCH_LENGTH, checkedSearch } from "./collect.fields";

/** Choosing a point: the store country decides which mobile numbers are valid. */
export function collectSchema(country: string) {
  return z.object({
    intent: z.literal(COLLECT_INTENT),
    /** the search the list came from, to find the chosen point again */
    q: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))),
    pointCode: z
      .string({ error: "pointRequired" })
      .check(z.trim(), z.minLength(1, { error: "pointRequired" }), z.maxLength(32, { error: "pointRequired" })),
    firstname: NameSchema,
    lastname: NameSchema,
    telephone: mobileNumberSchema(country),
  });
}

export type CollectSubmission = z.infer<ReturnType<typeof collectSchema>>;
