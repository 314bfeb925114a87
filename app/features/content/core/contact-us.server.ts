// The contact form's calls, Magento 2.4.7's own (ContactGraphQl's contactUs, the customer's name and
// email): the same documents for this shop's backend and a stock Magento.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";

export const CONTACT_US_MUTATION = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

export const CONTACT_CUSTOMER_QUERY = graphql(`
  query ContactCustomer {
    customer {
      firstname
      lastname
      email
    }
  }
`);

export interface ContactMessageInput {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

export async function sendContactMessage(ctx: CommerceRequestContext, input: ContactMessageInput): Promise<void> {
  await commerceRequest(ctx, CONTACT_US_MUTATION, { input });
}

/** A signed-in customer's name and email, to fill the form in with. */
export async function contactCustomer(ctx: CommerceRequestContext): Promise<{ name: string; email: string } | null> {
  const { data } = await commerceRequest(ctx, CONTACT_CUSTOMER_QUERY, {});
  const customer = data.customer;
  if (!customer) return null;
  return {
    name: [customer.firstname, customer.lastname].filter(Boolean).join(" "),
    email: customer.email ?? "",
  };
}
