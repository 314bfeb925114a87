// Saved cards: brand mark, "•••• 1234", holder, expiry (expired ones marked) and "Delete", which
// first asks (a section of this page reached by ?delete=<hash>, a GET that changes nothing), then
// posts intent=delete. Works the same with and without JavaScript.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useColon } from "~/i18n/colon";
import type { SavedCard } from "~/commerce/customer/perks";
import { BrandMark } from "./BrandMark";

function DeleteConfirmation({ card, brand }: { card: SavedCard; brand: string }) {
  const { t } = useTranslation("perks");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("publicHash") === card.publicHash;
  return (
    <Form method="post" className="perks-confirm" aria-busy={busy} aria-labelledby={`confirm-${card.publicHash}`}>
      <p id={`confirm-${card.publicHash}`} className="perks-confirm__question">
        {t("cards.confirmQuestion", { brand, last4: card.last4 })}
      </p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="publicHash" value={card.publicHash} />
      <div className="perks-actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? t("cards.deleting") : t("cards.confirmDelete")}
        </button>
        <Link to="." className="button button--secondary" preventScrollReset>
          {t("cards.keep")}
        </Link>
      </div>
    </Form>
  );
}

export function CardsPage({ cards, confirming }: { cards: SavedCard[]; confirming: string | null }) {
  const { t } = useTranslation("perks");
  const colon = useColon();
  return (
    <div className="perks-page">
      <h1>{t("cards.heading")}</h1>
      <p className="perks-page__intro">{t("cards.intro")}</p>
      {cards.length === 0 ? (
        <p className="perks-empty">{t("cards.empty")}</p>
      ) : (
        <ul className="perks-list saved-cards">
          {cards.map((card) => {
            const brand = t(`cards.brands.${card.brand}`);
            return (
              <li
                key={card.publicHash}
                className={`perks-card saved-card${card.expired ? " saved-card--expired" : ""}`}
              >
                <div className="saved-card__main">
                  <BrandMark brand={card.brand} />
                  <div className="saved-card__text">
                    <p className="saved-card__number">
                      <span className="visually-hidden">{t("cards.ending", { brand, last4: card.last4 })}</span>
                      <span aria-hidden="true">
                        {brand} •••• {card.last4}
                      </span>
                    </p>
                    {card.holder ? (
                      <p className="saved-card__holder">
                        <span className="visually-hidden">
                          {t("cards.holder")}
                          {colon}
                        </span>
                        {card.holder}
                      </p>
                    ) : null}
                    <p className="saved-card__expiry">
                      {card.expired
                        ? t("cards.expiredOn", { date: card.expiration })
                        : t("cards.expires", { date: card.expiration })}
                      {card.expired ? (
                        <span className="perks-badge perks-badge--bad">{t("cards.expiredBadge")}</span>
                      ) : null}
                    </p>
                  </div>
                  {confirming === card.publicHash ? null : (
                    <Link
                      to={`?delete=${encodeURIComponent(card.publicHash)}`}
                      className="button button--secondary saved-card__delete"
                      preventScrollReset
                      aria-label={`${t("cards.delete")}${colon}${t("cards.ending", { brand, last4: card.last4 })}`}
                    >
                      {t("cards.delete")}
                    </Link>
                  )}
                </div>
                {confirming === card.publicHash ? <DeleteConfirmation card={card} brand={brand} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
