// The signed-in customer: sign in and out, the header's first name, the
// customer's basket and the guest basket merged into it. Tokens live only in the sealed session
// cookie (SessionData.customerToken); every call made with the session carries it (client.server.ts).
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";

export const GENERATE_CUSTOMER_TOKEN_MUTATION = graphql(`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const REVOKE_CUSTOMER_TOKEN_MUTATION = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);

export const SIGNED_IN_CUSTOMER_QUERY = graphql(`
  query SignedInCustomer {
    customer {
      firstname
    }
  }
`);

export const CUSTOMER_CART_QUERY = graphql(`
  query CustomerCartId {
    customerCart {
      id
    }
  }
`);

export const MERGE_CARTS_MUTATION = graphql(`
  mutation MergeCarts($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      total_quantity
    }
  }
`);

/** Magento's category for a failed sign-in (wrong password, unknown email: never told apart). */
export const AUTHENTICATION_CATEGORY = "graphql-authentication";
/** ... and for a token that is missing, expired or revoked. */
export const AUTHORIZATION_CATEGORY = "graphql-authorization";

export const isSignInRefused = (error: unknown) =>
  isCommerceError(error) && error.categories.includes(AUTHENTICATION_CATEGORY);

export const isSignedOut = (error: unknown) =>
  isCommerceError(error) && error.categories.includes(AUTHORIZATION_CATEGORY);

export async function generateCustomerToken(
  ctx: CommerceRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const { data } = await commerceRequest(ctx, GENERATE_CUSTOMER_TOKEN_MUTATION, { email, password });
  return required(data.generateCustomerToken?.token, "customer token");
}

export async function revokeCustomerToken(ctx: CommerceRequestContext): Promise<void> {
  await commerceRequest(ctx, REVOKE_CUSTOMER_TOKEN_MUTATION);
}

/** The header's greeting; null when the token is no longer valid (expired, revoked). */
export async function signedInCustomer(ctx: CommerceRequestContext): Promise<{ firstname: string } | null> {
  try {
    const { data } = await commerceRequest(ctx, SIGNED_IN_CUSTOMER_QUERY);
    return { firstname: data.customer?.firstname ?? "" };
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** The customer's basket of this store view (the backend makes an empty one when there is none). */
export async function customerCartId(ctx: CommerceRequestContext): Promise<string> {
  const { data } = await commerceRequest(ctx, CUSTOMER_CART_QUERY);
  return data.customerCart.id;
}

/** The guest basket's lines into the customer's; answers the customer's basket id. */
export async function mergeCarts(ctx: CommerceRequestContext, source: string, destination: string): Promise<string> {
  const { data } = await commerceRequest(ctx, MERGE_CARTS_MUTATION, { source, destination });
  return data.mergeCarts.id;
}
