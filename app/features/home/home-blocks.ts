// The home page's CMS blocks by the place they take on the page, with their backend identifiers.
export const HOME_BLOCKS = {
  hero: "home-hero",
  promoTiles: "home-promo-tiles",
  featuredCategories: "home-featured-categories",
} as const;

export type HomeBlockName = keyof typeof HOME_BLOCKS;
