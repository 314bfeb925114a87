// The account dashboard's view model (dashboard.server.ts builds it). Types only: safe for components.
import type { Money } from "~/commerce/money";
import type { OrderSummary, PostalAddress } from "~/commerce/sales/orders";

export interface AccountDashboard {
  name: string;
  email: string;
  subscribed: boolean;
  defaultBilling: PostalAddress | null;
  defaultShipping: PostalAddress | null;
  points: { points: number; worth: Money | null } | null;
  recentOrders: OrderSummary[];
  orderCount: number;
  /** None here, but orders placed in another of the shop's stores (listed there, ADR 0025). */
  ordersElsewhere: boolean;
  /** The account was made in this session: on the registration page, or from the order just placed. */
  newAccount: "registered" | "fromOrder" | null;
  /** False on a stock Magento: no points and no contact preferences page, so their links are left out. */
  extensions: boolean;
}
