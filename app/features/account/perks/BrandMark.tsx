// A small card brand mark drawn in CSS (no third-party logos to load): the brand's colours and its
// short name. Decorative: the brand's name is written beside it.
import type { CardBrand } from "~/commerce/customer/perks";

const LABEL: Record<CardBrand, string> = { VI: "VISA", MC: "", AE: "AMEX", OT: "CARD" };

export function BrandMark({ brand }: { brand: CardBrand }) {
  return (
    <span className={`brand-mark brand-mark--${brand.toLowerCase()}`} aria-hidden="true">
      {brand === "MC" ? (
        <>
          <span className="brand-mark__circle brand-mark__circle--left" />
          <span className="brand-mark__circle brand-mark__circle--right" />
        </>
      ) : (
        LABEL[brand]
      )}
    </span>
  );
}
