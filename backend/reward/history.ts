// The points account page (SPEC §3 "Loyalty points"): the ledger summed by what
// each entry is now, and the ledger itself, newest first. The balance itself stays service.ts's.
//
// What an entry is, at a moment `now`:
//   available   valid, positive, available_from reached, available_until not passed
//   delayed     valid, positive, available_from still ahead (earned, not yet spendable)
//   expired     status 'expired', or valid and positive with available_until passed
//   unvalidated status 'unvalidated' (an order not yet invoiced, a review not yet approved)
//   used        a negative entry: points spent on an order (redeemed)
//   canceled    status 'canceled': points of an order cancelled or refunded (gathered ones are not
//               earned, spent ones came back)
// Lifetime accumulated: every positive entry that was ever validated (available, delayed, expired).
import type { Database } from "better-sqlite3";
import { createRewardRepository, type HistoryRow, type LedgerRow } from "./repository.js";
import { sqlTime } from "../customer/service.js";

export type PointsEntryStatus = "AVAILABLE" | "DELAYED" | "EXPIRED" | "UNVALIDATED" | "USED" | "CANCELED";

export interface PointsEntry {
  id: number;
  /** the ledger's type in Magento's style: GATHERED, REDEEMED, REFERRAL, REVIEW, ... */
  type: string;
  /** the customer's order the points were gathered or spent on; null for points of no order of theirs */
  order_number: string | null;
  points: number;
  status: PointsEntryStatus;
  inserted_at: string;
  available_from: string | null;
  available_until: string | null;
}

export interface PointsSummary {
  lifetime: number;
  redeemed: number;
  unvalidated: number;
  expired: number;
  delayed: number;
}

export function statusOf(row: LedgerRow, now: string): PointsEntryStatus {
  if (row.status === "canceled") return "CANCELED";
  if (row.points < 0) return "USED";
  if (row.status === "unvalidated") return "UNVALIDATED";
  if (row.status === "expired" || (row.available_until !== null && row.available_until <= now)) return "EXPIRED";
  if (row.status === "used") return "USED";
  if (row.available_from !== null && row.available_from > now) return "DELAYED";
  return "AVAILABLE";
}

export function createPointsHistoryService(db: Database) {
  const rows = createRewardRepository(db).ledger;
  const entry = (row: HistoryRow, now: string): PointsEntry => ({
    id: row.id,
    type: row.type.toUpperCase(),
    order_number: row.order_number,
    points: row.points,
    status: statusOf(row, now),
    inserted_at: row.inserted_at,
    available_from: row.available_from,
    available_until: row.available_until,
  });

  return {
    summary(customerId: number, at = new Date()): PointsSummary {
      const now = sqlTime(at);
      const sum: PointsSummary = { lifetime: 0, redeemed: 0, unvalidated: 0, expired: 0, delayed: 0 };
      for (const row of rows(customerId)) {
        const status = statusOf(row, now);
        if (status === "CANCELED") continue;
        if (row.points < 0) sum.redeemed -= row.points;
        else if (status === "UNVALIDATED") sum.unvalidated += row.points;
        else {
          sum.lifetime += row.points;
          if (status === "EXPIRED") sum.expired += row.points;
          if (status === "DELAYED") sum.delayed += row.points;
        }
      }
      return sum;
    },
    /** newest first */
    history(customerId: number, at = new Date()): PointsEntry[] {
      const now = sqlTime(at);
      return rows(customerId).map((row) => entry(row, now));
    },
  };
}

export type PointsHistoryService = ReturnType<typeof createPointsHistoryService>;
