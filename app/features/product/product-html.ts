// What the product page's tabs read besides the product: the tabs it has, decided on the server, and
// the contents that never change in the browser as static parts (product-tab-contents.server.tsx),
// in the document once rather than again in the data the page hydrates from.
import type { TabId } from "~/commerce/catalog/product-page-settings";
import type { StaticPartHtml } from "~/components/ui/static-part";

/** What the tabs read besides the product: its tabs and each one's static contents. */
export interface ProductTabsView {
  tabs: TabId[];
  /**
   * Every tab's panel but the delivery tab's (its heading and contents); of the delivery tab, which
   * counts down in the browser, the facts under the countdown.
   */
  parts: Partial<Record<TabId, StaticPartHtml>>;
}
