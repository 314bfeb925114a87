// The account dashboard's summary of the signed-in customer: name and email, default addresses
// (Magento's Customer.addresses with default_billing / default_shipping), newsletter, points and
// the three most recent orders, in one call.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { toMoney } from "~/commerce/money";
import { phoneForDisplay } from "~/commerce/phone-display.server";
import { hasOrdersElsewhere, toOrderSummary } from "~/commerce/sales/orders.server";
import type { PostalAddress } from "~/commerce/sales/orders";
import type { AccountDashboard } from "./dashboard";
import { ACCOUNT_DASHBOARD_CORE_QUERY } from "./core/dashboard.server";

export const ACCOUNT_DASHBOARD_QUERY = graphql(`
  query AccountDashboard {
    customer {
      firstname
      lastname
      email
      is_subscribed
      default_billing
      default_shipping
      addresses {
        id
        default_billing
        default_shipping
        firstname
        lastname
        company
        street
        city
        region {
          region
        }
        postcode
        country_code
        telephone
      }
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
      }
      orders(pageSize: 3, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        total_count
        items {
          ...OrderSummaryFields
        }
      }
    }
  }
`);

type Customer = NonNullable<Awaited<ReturnType<typeof fetchDashboard>>>;
type Address = NonNullable<NonNullable<Customer["addresses"]>[number]>;

/** A stock Magento (`extensions` false) is asked the core twin: the same customer, without points. */
async function fetchDashboard(ctx: CommerceRequestContext, extensions: boolean) {
  if (extensions) return (await commerceRequest(ctx, ACCOUNT_DASHBOARD_QUERY)).data.customer;
  const customer = (await commerceRequest(ctx, ACCOUNT_DASHBOARD_CORE_QUERY)).data.customer;
  return customer ? { ...customer, reward_points: null } : customer;
}

function toAddress(a: Address | undefined): PostalAddress | null {
  if (!a) return null;
  return {
    name: `${a.firstname ?? ""} ${a.lastname ?? ""}`.trim(),
    company: a.company || null,
    street: (a.street ?? []).filter((line): line is string => Boolean(line)),
    city: a.city ?? "",
    region: a.region?.region || null,
    postcode: a.postcode || null,
    countryCode: a.country_code ?? null,
    // Written as the address book writes it ("0113 496 0000" for a UK address).
    telephone: phoneForDisplay(a.telephone, a.country_code) || null,
  };
}

export async function accountDashboard(
  ctx: CommerceRequestContext,
  extensions = true,
  newAccount: AccountDashboard["newAccount"] = null,
): Promise<AccountDashboard | null> {
  const customer = await fetchDashboard(ctx, extensions);
  if (!customer) return null;
  const addresses = (customer.addresses ?? []).filter((a): a is Address => Boolean(a));
  // Magento answers the defaults both ways: the customer's ids and each address's flags.
  const byDefault = (id: string | null | undefined, flag: "default_billing" | "default_shipping") =>
    addresses.find((a) => (id !== null && id !== undefined && String(a.id) === id) || a[flag] === true);
  const balance = customer.reward_points?.balance;
  const orderCount = customer.orders?.total_count ?? 0;
  return {
    name: `${customer.firstname ?? ""} ${customer.lastname ?? ""}`.trim(),
    email: customer.email ?? "",
    subscribed: customer.is_subscribed === true,
    defaultBilling: toAddress(byDefault(customer.default_billing, "default_billing")),
    defaultShipping: toAddress(byDefault(customer.default_shipping, "default_shipping")),
    points: balance ? { points: balance.points ?? 0, worth: toMoney(balance.money) } : null,
    recentOrders: (customer.orders?.items ?? []).flatMap((o) => (o ? [toOrderSummary(o)] : [])),
    orderCount,
    ordersElsewhere: orderCount === 0 && (await hasOrdersElsewhere(ctx)),
    newAccount,
    extensions,
  };
}
