// Changing the sign-in email: Magento 2.4.7's own updateCustomerEmail (the account's password
// confirms it), the same document for this shop's backend and a stock Magento.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";

export const UPDATE_CUSTOMER_EMAIL_MUTATION = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

/** Answers the address the account has now. The customer's sign-in (token) stays valid, as in Magento. */
export async function changeEmail(ctx: CommerceRequestContext, email: string, password: string): Promise<string> {
  const { data } = await commerceRequest(ctx, UPDATE_CUSTOMER_EMAIL_MUTATION, { email, password });
  return data.updateCustomerEmail?.customer?.email ?? email;
}
