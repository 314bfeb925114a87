// Categories as components see them: the navigation and a category page, with Magento's nullable
// lists and names resolved once, here. Types and pure functions only: safe to import from components.
import type { AppQuery, CategoryByPathQuery } from "../generated/graphql";
import { presentItems, type ListItem } from "../lists";

/** A link to a category page; a category without a URL path has no page. */
export interface CategoryLink {
  uid: string;
  name: string;
  urlPath: string;
  /** The category's picture (media URL), null without one. */
  image: string | null;
}

export interface Category {
  uid: string;
  name: string;
  urlPath: string | null;
  /** The category's picture (media URL), null without one. */
  image: string | null;
  descriptionHtml: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The categories above this one, from the top; an entry without a path is shown as plain text. */
  breadcrumbs: { uid: string; name: string; urlPath: string | null }[];
  subcategories: CategoryLink[];
}

type MagentoChild = {
  uid: string;
  name: string | null;
  url_path: string | null;
  position?: number | null;
  image?: string | null;
};

/** Children in their position order, those without a page left out. */
export function toCategoryLinks(children: ReadonlyArray<MagentoChild | null> | null | undefined): CategoryLink[] {
  return presentItems(children)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((child) =>
      child.url_path
        ? [{ uid: child.uid, name: child.name ?? "", urlPath: child.url_path, image: child.image || null }]
        : [],
    );
}

type MagentoCategory = ListItem<NonNullable<CategoryByPathQuery["categories"]>["items"]>;

export function toCategory(category: MagentoCategory): Category {
  return {
    uid: category.uid,
    name: category.name ?? "",
    urlPath: category.url_path || null,
    image: category.image || null,
    descriptionHtml: category.description || null,
    metaTitle: category.meta_title || null,
    metaDescription: category.meta_description || null,
    breadcrumbs: presentItems(category.breadcrumbs).map((crumb) => ({
      uid: crumb.category_uid,
      name: crumb.category_name ?? "",
      urlPath: crumb.category_url_path || null,
    })),
    subcategories: toCategoryLinks(category.children),
  };
}

/** The store's root category (its children are the navigation); Magento lists it first. */
export type RootCategory = ListItem<NonNullable<AppQuery["categories"]>["items"]>;
