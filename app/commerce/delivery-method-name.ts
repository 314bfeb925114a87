// How a delivery method is named to a shopper: Magento gives a carrier title and a method title, and
// many methods already name their carrier ("Standard delivery" of "Standard"). Saying both would
// read "Standard delivery / Standard"; the carrier is shown only when it adds something
// ("Abholung an einer Abholstation" by "Click & Collect").

export interface DeliveryMethodName {
  /** what the method is called */
  title: string;
  /** the carrier, when the title does not already say it */
  carrier: string | null;
}

export function deliveryMethodName(carrierTitle: string | null | undefined, methodTitle: string | null | undefined) {
  const carrier = carrierTitle?.trim() ?? "";
  const title = methodTitle?.trim() || carrier;
  const repeats = !carrier || title.toLocaleLowerCase().includes(carrier.toLocaleLowerCase());
  return { title, carrier: repeats ? null : carrier } satisfies DeliveryMethodName;
}
