// The mocked commerce backend's address and GraphQL link, shared by every domain's handlers.
import { graphql } from "msw/graphql";

export const COMMERCE_URL = "http://commerce.test";
export const commerce = graphql.link(`${COMMERCE_URL}/graphql`);

/** The store view a request to the backend is for (SPEC §7 `Store` header; Magento's default). */
export function storeCodeOf(request: Request): string {
  return request.headers.get("Store") ?? "default";
}
