// Saved cards (Magento Vault: customerPaymentTokens, deletePaymentToken). Only the brand, last 4,
// expiry and holder ever reach the storefront; the backend keeps nothing more.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import { isCardExpired, type CardBrand, type SavedCard } from "./perks";

export const SAVED_CARDS_QUERY = graphql(`
  query SavedCards {
    customerPaymentTokens {
      items {
        public_hash
        type
        details
      }
    }
  }
`);

export const DELETE_CARD_MUTATION = graphql(`
  mutation DeleteSavedCard($hash: String!) {
    deletePaymentToken(public_hash: $hash) {
      result
    }
  }
`);

const BRANDS: readonly CardBrand[] = ["VI", "MC", "AE"];

/** Magento's details JSON; a token without readable details is not shown. */
function cardOf(publicHash: string, details: string | null | undefined, now: Date): SavedCard | null {
  try {
    const d = JSON.parse(details ?? "") as Record<string, unknown>;
    const brand = BRANDS.find((b) => b === d.type) ?? "OT";
    const last4 = typeof d.maskedCC === "string" ? d.maskedCC.slice(-4) : "";
    const expiration = typeof d.expirationDate === "string" ? d.expirationDate : "";
    return {
      publicHash,
      brand,
      last4,
      expiration,
      holder: typeof d.cardHolder === "string" ? d.cardHolder : "",
      expired: isCardExpired(expiration, now),
    };
  } catch {
    return null;
  }
}

export async function savedCards(ctx: CommerceRequestContext, now = new Date()): Promise<SavedCard[]> {
  const { data } = await commerceRequest(ctx, SAVED_CARDS_QUERY);
  return (data.customerPaymentTokens?.items ?? []).flatMap((token) =>
    token && token.type === "card" ? (cardOf(token.public_hash, token.details, now) ?? []) : [],
  );
}

/** False when the card is not (or no longer) the customer's. */
export async function deleteSavedCard(ctx: CommerceRequestContext, publicHash: string): Promise<boolean> {
  try {
    const { data } = await commerceRequest(ctx, DELETE_CARD_MUTATION, { hash: publicHash });
    return data.deletePaymentToken?.result === true;
  } catch (error) {
    if (isCommerceError(error) && error.categories.includes("graphql-no-such-entity")) return false;
    throw error;
  }
}
