import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CartLine } from "~/commerce/cart/cart";
import { BasketForm } from "~/features/basket/BasketForm";
import { BasketIntent } from "~/forms/basket.fields";

/** A line's supersize upgrade: its message and a form that swaps the line for the larger pack. */
export function SupersizeOffer({ line }: { line: CartLine }) {
  const { t } = useTranslation("offers");
  const navigation = useNavigation();
  const offer = line.supersize;
  const posting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === BasketIntent.supersize &&
    navigation.formData.get("itemUid") === line.uid;
  if (!offer || line.isReward) return null;
  return (
    <BasketForm intent={BasketIntent.supersize} inputs={{ itemUid: line.uid }} className="supersize">
      <p className="supersize__message">{offer.message}</p>
      <button
        type="submit"
        className="button button--secondary supersize__button"
        disabled={posting}
        aria-busy={posting}
        aria-label={t("supersize.upgradeNamed", { name: line.name })}
      >
        {t("supersize.upgrade")}
      </button>
    </BasketForm>
  );
}
