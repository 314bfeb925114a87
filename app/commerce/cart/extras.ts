// What the basket offers beside its lines, as components see it: personalised offers, reward
// products, and a line's supersize upgrade. Types and pure functions only.
// TODO(issue 9, basket extras): offers and reward products.
import type { CartExtrasFieldsFragment, CartItemExtrasFieldsFragment } from "../generated/graphql";

export interface SupersizeOffer {
  /** The larger pack's SKU. */
  sku: string;
  message: string;
}

export interface ExtrasView {
  rewardPopupTitle: string | null;
}

export function toSupersizeOffer(item: CartItemExtrasFieldsFragment): SupersizeOffer | null {
  const offer = item.supersize;
  return offer?.sku ? { sku: offer.sku, message: offer.message ?? "" } : null;
}

export function toExtrasView(cart: CartExtrasFieldsFragment): ExtrasView {
  return { rewardPopupTitle: cart.reward?.popup_title ?? null };
}
