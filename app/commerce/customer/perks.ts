// View models of the account perks: points, referral, saved cards,
// subscriptions and the customer's reviews. Types and pure functions only: components import them.
import type { Money } from "../money";

export type PointsEntryStatus = "AVAILABLE" | "DELAYED" | "EXPIRED" | "UNVALIDATED" | "USED" | "CANCELED";

export interface PointsEntry {
  type: string;
  /** the customer's order the points were gathered or spent on; null for points of no order */
  orderNumber: string | null;
  points: number;
  status: PointsEntryStatus;
  insertedAt: string;
  availableFrom: string | null;
  availableUntil: string | null;
}

export interface PointsAccount {
  available: number;
  /** what the available points are worth in the display currency */
  availableValue: Money | null;
  lifetime: number;
  redeemed: number;
  unvalidated: number;
  expired: number;
  delayed: number;
  history: PointsEntry[];
  page: number;
  totalPages: number;
}

export interface Referral {
  name: string;
  email: string;
  joined: boolean;
  firstOrderPlaced: boolean;
}

export interface ReferralProgramme {
  code: string | null;
  minOrderValue: Money | null;
  rewardAmount: Money | null;
  friendPoints: number;
  referrals: Referral[];
}

export type CardBrand = "VI" | "MC" | "AE" | "OT";

export interface SavedCard {
  publicHash: string;
  brand: CardBrand;
  last4: string;
  /** MM/YYYY */
  expiration: string;
  holder: string;
  expired: boolean;
}

export type SubscriptionStatus = "ACTIVE" | "PAUSED" | "CANCELED";

export interface Subscription {
  uid: string;
  productName: string;
  sku: string;
  options: Array<{ label: string; value: string }>;
  quantity: number;
  price: Money | null;
  frequencyWeeks: number;
  status: SubscriptionStatus;
  nextDelivery: string | null;
}

export const SUBSCRIPTION_FREQUENCIES = [2, 4, 6, 8] as const;

export type ReviewStatus = "APPROVED" | "PENDING" | "NOT_APPROVED";

export interface CustomerReview {
  productName: string;
  productUrlKey: string;
  imageUrl: string | null;
  summary: string;
  text: string;
  /** 1 to 5 */
  stars: number;
  createdAt: string;
  status: ReviewStatus;
}

export interface ReviewPage {
  reviews: CustomerReview[];
  page: number;
  totalPages: number;
}

/** "MM/YYYY" is past once its month has ended. */
export function isCardExpired(expiration: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{4})$/.exec(expiration);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** A page number from `?page=`: 1 for anything that is not a whole number from 1 on. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
