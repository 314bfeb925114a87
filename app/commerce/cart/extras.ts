// What the basket offers beside its lines, as components see it: personalised offers, reward
// products, and a line's supersize upgrade. Types and pure functions only.
import type { CartExtrasFieldsFragment, CartItemExtrasFieldsFragment } from "../generated/graphql";
import { keepQuantitiesTogether } from "~/i18n/units";
import { presentItems } from "../lists";

export interface SupersizeOffer {
  /** The larger pack's SKU. */
  sku: string;
  message: string;
}

/** Colours an offer may set: hex only (#abc, #aabbcc), anything else is dropped for the default. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const safeColour = (value: string | null | undefined): string | null =>
  value && COLOUR.test(value.trim()) ? value.trim() : null;

/** A path on our own origin ("/de/protein"), never "//host" or a scheme. */
export const safeSamePath = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;

export type OfferAction =
  { type: "add_product"; sku: string } | { type: "apply_coupon"; code: string } | { type: "link"; path: string };

export interface PersonalisedOffer {
  title: string;
  description: string;
  imageUrl: string | null;
  background: string | null;
  headlineColour: string | null;
  copyColour: string | null;
  action: OfferAction;
}

export interface RewardChoice {
  /** The product's SKU (a configurable's parent). */
  sku: string;
  name: string;
  imageUrl: string | null;
  size: string | null;
  /** A configurable's variants on offer: one per flavour. */
  variants: { childSku: string; flavour: string }[];
}

export interface RewardOffer {
  title: string;
  discountLabel: string;
  takeLabel: string;
  declineLabel: string;
  products: RewardChoice[];
}

export interface ExtrasView {
  offers: PersonalisedOffer[];
  reward: RewardOffer | null;
}

export function toSupersizeOffer(item: CartItemExtrasFieldsFragment): SupersizeOffer | null {
  const offer = item.supersize;
  return offer?.sku ? { sku: offer.sku, message: keepQuantitiesTogether(offer.message ?? "") } : null;
}

type MagentoOffer = NonNullable<NonNullable<CartExtrasFieldsFragment["personalized_offers"]>[number]>;

function toOfferAction(offer: MagentoOffer): OfferAction | null {
  const value = offer.action_value?.trim();
  if (!value) return null;
  switch (offer.action_type) {
    case "add_product":
      return { type: "add_product", sku: value };
    case "apply_coupon":
      return { type: "apply_coupon", code: value };
    case "link": {
      const path = safeSamePath(value);
      return path ? { type: "link", path } : null;
    }
    default:
      return null;
  }
}

function toOffers(cart: CartExtrasFieldsFragment): PersonalisedOffer[] {
  return presentItems(cart.personalized_offers).flatMap((offer) => {
    const action = toOfferAction(offer);
    if (!action || !offer.title) return [];
    return [
      {
        title: offer.title,
        description: offer.description ?? "",
        imageUrl: offer.image || null,
        background: safeColour(offer.background),
        headlineColour: safeColour(offer.font_colour_headline),
        copyColour: safeColour(offer.font_colour_copy),
        action,
      },
    ];
  });
}

/** The reward's products grouped by product: a configurable's entries become its flavour choice. */
function toReward(cart: CartExtrasFieldsFragment): RewardOffer | null {
  const reward = cart.reward;
  if (!reward) return null;
  const products: RewardChoice[] = [];
  for (const entry of presentItems(reward.products)) {
    if (!entry.sku) continue;
    let choice = products.find((p) => p.sku === entry.sku);
    if (!choice) {
      choice = {
        sku: entry.sku,
        name: entry.name ?? entry.sku,
        imageUrl: entry.small_image?.url ?? null,
        size: entry.txt_size_kg ?? null,
        variants: [],
      };
      products.push(choice);
    }
    if (entry.child_sku)
      choice.variants.push({ childSku: entry.child_sku, flavour: entry.txt_flavours ?? entry.child_sku });
  }
  if (!products.length) return null;
  return {
    title: reward.popup_title ?? "",
    discountLabel: reward.discount_label ?? "",
    takeLabel: reward.option_1_title ?? "",
    declineLabel: reward.option_2_title ?? "",
    products,
  };
}

export function toExtrasView(cart: CartExtrasFieldsFragment): ExtrasView {
  return { offers: toOffers(cart), reward: toReward(cart) };
}
