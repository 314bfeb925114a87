// The referral programme's rules (SPEC §9, ADR 0027): what a friend's first order must reach and
// what it pays to both sides.
export const REFERRAL_PROGRAMME = {
  /** the friend's first order must reach this (in the store's base currency, tax included) */
  minOrderValue: 30,
  /** what the referring customer gets (store's base currency) */
  rewardAmount: 10,
  /** the friend's extra points on that first order */
  friendPoints: 500,
} as const;
