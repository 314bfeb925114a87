import { Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ExtrasView, PersonalisedOffer, RewardOffer } from "~/commerce/cart/extras";
import { BasketForm } from "~/features/basket/BasketForm";
import { usePopupTurn } from "~/components/popups/PopupQueue";
import { ErrorList } from "~/components/ui/forms/ErrorList";
import { SelectField } from "~/components/ui/forms/Field";
import { useHydrated } from "~/components/ui/useHydrated";
import { BasketIntent, type BasketIntentAnswer } from "~/forms/basket.fields";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

const EXTRAS_INTENTS: readonly string[] = [
  BasketIntent.supersize,
  BasketIntent.takeReward,
  BasketIntent.declineReward,
  BasketIntent.takeOffer,
];

/** Whether the page is posting this intent now (its button shows it). */
function usePosting(intent: string, field?: [string, string]) {
  const navigation = useNavigation();
  const data = navigation.state === "submitting" ? navigation.formData : undefined;
  return Boolean(data && data.get("intent") === intent && (!field || data.get(field[0]) === field[1]));
}

/**
 * What the basket offers beside its lines: the free reward product (a section of the page, and with
 * JavaScript a popup as well, taking turns with the other popups) and personalised offers.
 */
export function BasketExtras({ extras, answer }: { extras: ExtrasView; answer: BasketIntentAnswer | undefined }) {
  const { t } = useTranslation("offers");
  // A post of an extras form that was malformed (only a tampered form can be): said once, here.
  const refused = answer && EXTRAS_INTENTS.includes(answer.intent) ? [t("invalid")] : [];
  if (!extras.reward && !extras.offers.length && !refused.length) return null;
  return (
    <div className="basket-extras">
      <ErrorList errors={refused} />
      {extras.reward ? (
        <section className="reward-choice" aria-labelledby="reward-choice-heading" data-testid="reward-section">
          <h2 id="reward-choice-heading">{extras.reward.title}</h2>
          <RewardChoices reward={extras.reward} idPrefix="reward-section" />
        </section>
      ) : null}
      {extras.reward ? <RewardPopup reward={extras.reward} /> : null}
      {extras.offers.length ? (
        <section className="basket-offers" aria-labelledby="basket-offers-heading">
          <h2 id="basket-offers-heading">{t("offers.heading")}</h2>
          <ul className="basket-offers__list">
            {extras.offers.map((offer) => (
              <OfferCard key={`${offer.action.type}:${offer.title}`} offer={offer} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The products to choose from (a flavour for a configurable one) and the way to say no. */
function RewardChoices({ reward, idPrefix }: { reward: RewardOffer; idPrefix: string }) {
  const { t } = useTranslation("offers");
  const declining = usePosting(BasketIntent.declineReward);
  return (
    <>
      <p className="reward-choice__intro">
        <span className="badge badge--reward">{reward.discountLabel}</span> {t("reward.intro")}
      </p>
      <ul className="reward-choice__products">
        {reward.products.map((product) => (
          <RewardProductCard key={product.sku} product={product} reward={reward} idPrefix={idPrefix} />
        ))}
      </ul>
      <BasketForm intent={BasketIntent.declineReward} className="reward-choice__decline">
        <button type="submit" className="button button--secondary" disabled={declining} aria-busy={declining}>
          {reward.declineLabel}
        </button>
      </BasketForm>
    </>
  );
}

function RewardProductCard({
  product,
  reward,
  idPrefix,
}: {
  product: RewardOffer["products"][number];
  reward: RewardOffer;
  idPrefix: string;
}) {
  const { t } = useTranslation("offers");
  const taking = usePosting(BasketIntent.takeReward, ["sku", product.sku]);
  return (
    <li className="reward-product" data-testid="reward-product">
      {product.imageUrl ? <ResponsiveImage src={product.imageUrl} alt="" width={80} height={80} sizes="80px" /> : null}
      <div className="reward-product__body">
        <p className="reward-product__name">{product.name}</p>
        {product.size ? <p className="reward-product__size">{product.size}</p> : null}
        <p className="reward-product__price">{t("reward.free")}</p>
        <BasketForm intent={BasketIntent.takeReward} inputs={{ sku: product.sku }} className="reward-product__form">
          {product.variants.length ? (
            <SelectField
              label={t("reward.flavour")}
              selectProps={{ id: `${idPrefix}-${product.sku}-flavour`, name: "childSku", required: true }}
            >
              {product.variants.map((variant) => (
                <option key={variant.childSku} value={variant.childSku}>
                  {variant.flavour}
                </option>
              ))}
            </SelectField>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={taking}
            aria-busy={taking}
            aria-label={t("reward.takeNamed", { label: reward.takeLabel, name: product.name })}
          >
            {reward.takeLabel}
          </button>
        </BasketForm>
      </div>
    </li>
  );
}

const DISMISSED_KEY = "reward-popup-dismissed";

/**
 * JavaScript only: the reward choice as a modal dialog once per basket visit, when no other popup
 * is waiting before it. Closing it (Escape, the close button) leaves the choice in the page.
 */
function RewardPopup({ reward }: { reward: RewardOffer }) {
  const { t } = useTranslation("offers");
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  // Closing re-renders, and the choice stays in this tab's storage for the rest of the visit.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  // Read once React runs in the browser: the server's HTML (and hydration) never has the popup.
  const wants = hydrated && closedFor !== reward.title && window.sessionStorage.getItem(DISMISSED_KEY) !== reward.title;
  const turn = usePopupTurn("rewardProduct", wants);
  useEffect(() => {
    const element = dialog.current;
    if (turn && element && !element.open) element.showModal();
  }, [turn]);
  function onClose() {
    window.sessionStorage.setItem(DISMISSED_KEY, reward.title);
    setClosedFor(reward.title);
  }
  if (!turn) return null;
  return (
    <dialog
      ref={dialog}
      className="popup reward-popup"
      aria-labelledby="reward-popup-title"
      onClose={onClose}
      data-testid="reward-popup"
    >
      <h2 id="reward-popup-title">{reward.title}</h2>
      <RewardChoices reward={reward} idPrefix="reward-popup" />
      <button type="button" className="link-button popup__close" onClick={() => dialog.current?.close()}>
        {t("reward.later")}
      </button>
    </dialog>
  );
}

/** The backend's colours, only as checked hex values (extras.ts safeColour), as inline custom properties. */
function offerStyle(offer: PersonalisedOffer): CSSProperties {
  const style: Record<string, string> = {};
  if (offer.background) style["--offer-background"] = offer.background;
  if (offer.headlineColour) style["--offer-headline"] = offer.headlineColour;
  if (offer.copyColour) style["--offer-copy"] = offer.copyColour;
  return style as CSSProperties;
}

function OfferCard({ offer }: { offer: PersonalisedOffer }) {
  const { t } = useTranslation("offers");
  const { action } = offer;
  const takingOffer = usePosting(BasketIntent.takeOffer, ["sku", action.type === "add_product" ? action.sku : ""]);
  const applying = usePosting(BasketIntent.applyCoupon);
  return (
    <li className="basket-offer" style={offerStyle(offer)} data-testid="basket-offer">
      {offer.imageUrl ? <ResponsiveImage src={offer.imageUrl} alt="" width={72} height={72} sizes="72px" /> : null}
      <div className="basket-offer__body">
        <h3 className="basket-offer__title">{offer.title}</h3>
        {offer.description ? <p className="basket-offer__copy">{offer.description}</p> : null}
        {action.type === "add_product" ? (
          <BasketForm intent={BasketIntent.takeOffer} inputs={{ sku: action.sku }}>
            <button
              type="submit"
              className="button basket-offer__action"
              disabled={takingOffer}
              aria-busy={takingOffer}
            >
              {t("offer.add")}
            </button>
          </BasketForm>
        ) : action.type === "apply_coupon" ? (
          <BasketForm intent={BasketIntent.applyCoupon} inputs={{ code: action.code }}>
            <button type="submit" className="button basket-offer__action" disabled={applying} aria-busy={applying}>
              {t("offer.applyCode", { code: action.code })}
            </button>
          </BasketForm>
        ) : (
          <Link to={action.path} className="button basket-offer__action">
            {t("offer.view")}
          </Link>
        )}
      </div>
    </li>
  );
}
