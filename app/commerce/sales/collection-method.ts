// Its own module: the success page's script imports it, and no other page's needs to.

/**
 * The order went to a collection point: Magento names the method by its carrier's title ("Click and
 * collect", "Click & Collect" in every store here; Magento's own in-store pickup, "In-Store Pickup").
 */
export const isCollectionMethod = (shippingMethod: string | null) => /collect|pickup/i.test(shippingMethod ?? "");
