// The basket's cross-sells as components see them: what the rules suggest (the cart's
// cross_sell_products) joined with what the catalogue says of each (CrossSells: price, stock, page).
// Types and pure functions only.
import type { CartCrossSellsFieldsFragment, CrossSellsQuery } from "../generated/graphql";
import { presentItems } from "../lists";
import { toMoney, type Money } from "../money";

export interface CrossSellSuggestion {
  sku: string;
  name: string;
  /** The rule's words for why it goes with the basket ("Popular stack"). */
  label: string | null;
  /** The rule's CSS modifier; only safe class characters are kept. */
  className: string | null;
  proteinInsight: string | null;
  imageUrl: string | null;
  /** The basket's products it goes with. */
  relatedSkus: string[];
}

export interface CrossSellsView {
  items: CrossSellSuggestion[];
}

/** A catalogue item of the CrossSells query: what a quick add needs. */
export interface CrossSellOffer {
  sku: string;
  name: string;
  urlKey: string | null;
  imageUrl: string | null;
  inStock: boolean;
  /** A configurable or a bundle: the shopper chooses on its page; only a simple is added in one click. */
  needsChoice: boolean;
  price: { final: Money | null; regular: Money | null };
}

/** A card of the basket's block: a suggestion the catalogue can sell. */
export interface CrossSellCard extends CrossSellSuggestion {
  offer: CrossSellOffer;
}

/** A class name from the backend goes into markup: letters, digits, dashes and underscores only. */
export function safeClassName(value: string | null | undefined): string | null {
  const cleaned = (value ?? "").replace(/[^A-Za-z0-9_-]/g, "");
  return cleaned || null;
}

export function toCrossSellsView(cart: CartCrossSellsFieldsFragment): CrossSellsView {
  return {
    items: presentItems(cart.cross_sell_products)
      .filter((p) => p.sku)
      .map((p) => ({
        sku: p.sku ?? "",
        name: p.name || p.sku || "",
        label: p.cross_sell_label || null,
        className: safeClassName(p.cross_sell_class_name),
        proteinInsight: p.protein_insight || null,
        imageUrl: p.small_image?.url || null,
        relatedSkus: presentItems(p.related_skus),
      })),
  };
}

type CatalogueItems = NonNullable<CrossSellsQuery["cross_sells"]>["items"];

export function toCrossSellOffers(items: CatalogueItems): CrossSellOffer[] {
  return presentItems(items)
    .filter((p) => p.sku)
    .map((p) => ({
      sku: p.sku ?? "",
      name: p.name || p.sku || "",
      urlKey: p.url_key || null,
      imageUrl: p.small_image?.url || null,
      inStock: p.stock_status === "IN_STOCK",
      needsChoice: p.__typename !== "SimpleProduct",
      price: {
        final: toMoney(p.price_range.minimum_price.final_price),
        regular: toMoney(p.price_range.minimum_price.regular_price),
      },
    }));
}

/** The suggestions the catalogue sells now (in stock, with a page to add from), in the rules' order. */
export function toCrossSellCards(view: CrossSellsView, offers: CrossSellOffer[]): CrossSellCard[] {
  const bySku = new Map(offers.map((o) => [o.sku, o]));
  return view.items.flatMap((item) => {
    const offer = bySku.get(item.sku);
    return offer && offer.inStock && offer.urlKey ? [{ ...item, offer }] : [];
  });
}
