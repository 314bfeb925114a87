// A CMS page's document title, as every other page has its own: the page's meta title (else its
// title) and the shop's name, "Delivery | Peak Whey" (Magento appends its title suffix likewise).
// Made on the server, so the page's meta function reads it as it is.
import type { CmsPageView } from "./CmsPageArticle";

export function withShopTitle(page: CmsPageView, brand: string): CmsPageView {
  const title = page.meta_title || page.title;
  return title ? { ...page, meta_title: `${title} | ${brand}` } : page;
}
