// A category page's category, by its URL path.
import type { CommerceRequestContext } from "../client.server";
import { readInDialect } from "../core/answers.server";
import { CATEGORY_CORE_QUERY } from "../core/catalog.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import { toCategory, type Category } from "./category";

export const CATEGORY_QUERY = graphql(`
  query CategoryByPath($urlPath: String!) {
    categories(filters: { url_path: { eq: $urlPath } }) {
      items {
        uid
        name
        url_key
        url_path
        image
        description
        meta_title
        meta_description
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
        children {
          uid
          name
          url_path
          url_key
          position
          image
        }
      }
    }
  }
`);

export async function getCategoryByPath(
  ctx: CommerceRequestContext,
  urlPath: string,
): Promise<{ category: Category | null; cacheTags: string[] }> {
  const { data, cacheTags } = await readInDialect(ctx, CATEGORY_QUERY, CATEGORY_CORE_QUERY, { urlPath });
  const category = presentItems(data.categories?.items)[0];
  return { category: category ? toCategory(category) : null, cacheTags };
}
