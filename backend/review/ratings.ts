// Magento's review ratings (productReviewRatingsMetadata): the shop has one rating, "Rating", of
// 1 to 5 stars. Ids are base64 encoded as Magento 2.4's GraphQL answers them (rating 1 = "MQ==").
const encode = (n: number) => Buffer.from(String(n)).toString("base64");

export const RATING = {
  id: encode(1),
  name: "Rating",
  values: [1, 2, 3, 4, 5].map((stars) => ({ value_id: encode(stars), value: String(stars) })),
} as const;

/** The stars (1-5) of a posted rating, or null when it is not one of ours. */
export function starsOf(ratings: ReadonlyArray<{ id: string; value_id: string } | null>): number | null {
  const ours = ratings.filter((r) => r && r.id === RATING.id);
  if (ours.length !== 1) return null;
  const value = RATING.values.find((v) => v.value_id === ours[0]!.value_id);
  return value ? Number(value.value) : null;
}
