// The product page's content rules, pure so that the page and its tests share them: which
// tabs a product has and the flavour label (how a deal's time left reads: deal-clock.ts, which only the
// deal's own code loads).
import { storeDeliveryTimer, type DeliveryTimer } from "../checkout/delivery-timer";
import type { StoreData } from "../store/store";
import type { ProductDetail, ProductVariant } from "./product";

export interface ProductPageSettings {
  /** The store's time zone: a deal's end is shown in it. */
  timezone: string;
  deliveryTimer: DeliveryTimer | null;
  flavourLabel: { enabled: boolean; defaultText: string };
}

/** The settings from the store data every page already has (the App query, kept in process). */
export function productPageSettings(store: StoreData): ProductPageSettings {
  const config = store.storeConfig;
  return {
    timezone: config.timezone || "UTC",
    deliveryTimer: storeDeliveryTimer(config),
    flavourLabel: { enabled: config.flavour_label_enabled ?? false, defaultText: config.flavour_label_default || "" },
  };
}

/** SPEC §2's tab ids, and the description first. */
export const TAB_IDS = [
  "description",
  "delivery_options",
  "nutritional_and_ingredients",
  "amino_acid_profile",
  "claims_list",
] as const;
export type TabId = (typeof TAB_IDS)[number];

/**
 * The tabs a product has, in order: a tab without anything to say is left out (an accessory has no
 * nutrition, a vitamin no amino acids). Delivery is always there: every product is delivered.
 */
export function productTabs(product: Pick<ProductDetail, "descriptionHtml" | "content">): TabId[] {
  const { content } = product;
  const has: Record<TabId, boolean> = {
    description: Boolean(product.descriptionHtml),
    delivery_options: true,
    nutritional_and_ingredients: Boolean(
      content.ingredients ||
      content.nutritionHtml ||
      content.texture ||
      content.activeIngredients ||
      content.recommendedServing,
    ),
    amino_acid_profile: content.aminoAcids.length > 0,
    claims_list: content.claims.length > 0,
  };
  return TAB_IDS.filter((id) => has[id]);
}

/** The tab an address's hash opens (`#amino_acid_profile`), or null for any other hash. */
export function tabFromHash(hash: string, tabs: readonly TabId[]): TabId | null {
  const id = hash.replace(/^#/, "");
  return (tabs as readonly string[]).includes(id) ? (id as TabId) : null;
}

export const FLAVOUR_CODE = "flavours";

/**
 * The flavour label (storeConfig.flavour_label_enabled / flavour_label_default): the flavour group
 * names the flavour the shopper is looking at ("Flavour: Vanilla"); before one is chosen, or when
 * the chosen variant has none, the store's default text. Null when the store turns labels off or the
 * product has no flavours to label.
 */
export function flavourLabel(
  settings: ProductPageSettings["flavourLabel"],
  variant: Pick<ProductVariant, "attributes"> | null,
  hasFlavours: boolean,
): string | null {
  if (!settings.enabled || !hasFlavours) return null;
  const chosen = variant?.attributes.find((attribute) => attribute.code === FLAVOUR_CODE)?.label;
  return chosen || settings.defaultText || null;
}
