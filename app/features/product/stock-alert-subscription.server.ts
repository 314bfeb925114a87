// The back-in-stock alert: the subscription (the backend's subscribeProductStockAlert
// extension, ADR 0041), and the email a signed-in customer's form is prefilled with.
import type { AppLoadContext } from "@remix-run/node";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { isSignedOut } from "~/commerce/customer/account.server";

export const SUBSCRIBE_STOCK_ALERT_MUTATION = graphql(`
  mutation SubscribeProductStockAlert($sku: String!, $email: String) {
    subscribeProductStockAlert(input: { sku: $sku, email: $email }) {
      success
    }
  }
`);

export const STOCK_ALERT_CUSTOMER_QUERY = graphql(`
  query StockAlertCustomer {
    customer {
      email
    }
  }
`);

/** The email to prefill the alert form with: the signed-in customer's, else none. */
export async function stockAlertEmail(shop: AppLoadContext["shop"]): Promise<string | null> {
  // Back-in-stock alerts are the extension's: on a stock Magento the form is not offered.
  if (!shop.commerce.customerToken || !(await shop.backend.extensions())) return null;
  try {
    const { data } = await commerceRequest(shop.commerce, STOCK_ALERT_CUSTOMER_QUERY, {});
    return data.customer?.email ?? null;
  } catch (error) {
    // A sign-in that expired or was ended on another device: the form asks for the email, as a guest's.
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export async function subscribeStockAlert(ctx: CommerceRequestContext, sku: string, email: string): Promise<void> {
  await commerceRequest(ctx, SUBSCRIBE_STOCK_ALERT_MUTATION, { sku, email });
}
