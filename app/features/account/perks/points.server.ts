// The points account page (account.rewardPoints): summary and a page of the history.
// (app/features/basket/points.server.ts is the basket's: spending points on a cart.)
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { toMoney } from "~/commerce/money";
import type { PointsAccount, PointsEntryStatus } from "~/commerce/customer/perks";

export const POINTS_PAGE_SIZE = 10;

export const POINTS_ACCOUNT_QUERY = graphql(`
  query RewardPointsAccount($pageSize: Int!, $currentPage: Int!) {
    customer {
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
        lifetime_points
        redeemed_points
        unvalidated_points
        expired_points
        delayed_points
        history(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            type
            order_number
            points
            status
            inserted_at
            available_from
            available_until
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`);

export async function pointsAccount(ctx: CommerceRequestContext, page: number): Promise<PointsAccount> {
  const { data } = await commerceRequest(ctx, POINTS_ACCOUNT_QUERY, { pageSize: POINTS_PAGE_SIZE, currentPage: page });
  const points = required(data.customer?.reward_points, "reward points");
  return {
    available: points.balance?.points ?? 0,
    availableValue: toMoney(points.balance?.money),
    lifetime: points.lifetime_points,
    redeemed: points.redeemed_points,
    unvalidated: points.unvalidated_points,
    expired: points.expired_points,
    delayed: points.delayed_points,
    history: points.history.items.map((i) => ({
      type: i.type,
      orderNumber: i.order_number ?? null,
      points: i.points,
      status: i.status as PointsEntryStatus,
      insertedAt: i.inserted_at,
      availableFrom: i.available_from ?? null,
      availableUntil: i.available_until ?? null,
    })),
    page: points.history.page_info.current_page ?? page,
    totalPages: points.history.page_info.total_pages ?? 1,
  };
}
