// The card provider's payment methods (ADR 0031), registered with the offline ones in
// payment/registry.ts: a card paid on the hosted page ("pwcard"), a card saved in the Vault
// ("pwcard_vault"), and buy now, pay later ("bnpl"), offered only when its configuration says so.
import type { PaymentMethodDefinition, PaymentRecord, PaymentScope } from "../payment/methods.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import { round2 } from "../shared/money.js";
import { bnplConfig } from "./bnpl.js";
import { cardPayTexts, fill } from "./texts.js";

export const CARD_METHOD = "pwcard";
export const SAVED_CARD_METHOD = "pwcard_vault";
export const BNPL_METHOD = "bnpl";

const refuse = (message: string) => new ShopError(message, "input");

/** "Visa ending 4242" in the store view's language. */
const cardTitle = (scope: PaymentScope, brand: string, last4: string) =>
  fill(cardPayTexts(scope.store.lang, scope.store.locale).cardEnding, { brand, last4 });

/** A card paid on the hosted page: the shop hands back the provider's signed result. */
function cardMethod(services: Pick<ShopServices, "cardPay" | "vault" | "stores">): PaymentMethodDefinition {
  return {
    code: CARD_METHOD,
    title: (store) => cardPayTexts(store.lang, store.locale).methodCard,
    isAvailable: () => services.cardPay.enabled,
    authorize(scope, additionalData): PaymentRecord {
      const texts = cardPayTexts(scope.store.lang, scope.store.locale);
      const { payment_session: sessionId, result, signature } = additionalData;
      const session = typeof sessionId === "string" ? services.cardPay.find(sessionId) : undefined;
      // A forged or altered result, or another cart's payment, is refused alike: nothing is told apart.
      if (!session || typeof result !== "string" || !services.cardPay.verify(session.id, result, signature))
        throw refuse(texts.sessionInvalid);
      if (session.cart_id !== scope.cart.id || session.store_code !== scope.store.code)
        throw refuse(texts.sessionInvalid);
      if (result !== "approved" || session.status === "declined" || session.status === "failed")
        throw refuse(texts.declined);
      if (session.status === "used") throw refuse(texts.sessionInvalid);
      if (session.status !== "approved") throw refuse(texts.declined);
      if (services.cardPay.isExpired(session)) throw refuse(texts.sessionExpiredRefusal);
      if (round2(session.amount) !== round2(scope.totals.grandTotal)) throw refuse(texts.basketChanged);
      // Spent inside the order's transaction: a rolled back order leaves the session approved.
      if (!services.cardPay.markUsed(session)) throw refuse(texts.sessionInvalid);
      const brand = session.card_brand ?? "";
      const last4 = session.card_last4 ?? "";
      const additional: Record<string, string> = {
        cc_type: brand,
        cc_last_4: last4,
        cc_exp: session.card_expiry ?? "",
        provider_reference: session.id,
      };
      if (session.save_card && scope.customerId !== null && session.customer_id === scope.customerId) {
        additional.public_hash = services.vault.save(scope.customerId, {
          card_holder: session.card_holder ?? "",
          brand,
          last4,
          expiration: session.card_expiry ?? "",
        });
      }
      return { title: cardTitle(scope, brand, last4), invoiced: true, additional };
    },
  };
}

/** A card the customer saved: `additional_data.public_hash` of their own Vault entry. */
function savedCardMethod(services: Pick<ShopServices, "cardPay" | "vault" | "stores">): PaymentMethodDefinition {
  return {
    code: SAVED_CARD_METHOD,
    title: (store) => cardPayTexts(store.lang, store.locale).methodSavedCard,
    isAvailable: (scope) =>
      services.cardPay.enabled && scope.customerId !== null && services.vault.cards(scope.customerId).length > 0,
    authorize(scope, additionalData): PaymentRecord {
      const texts = cardPayTexts(scope.store.lang, scope.store.locale);
      const hash = additionalData.public_hash;
      const card =
        scope.customerId !== null && typeof hash === "string" ? services.vault.card(scope.customerId, hash) : undefined;
      if (!card) throw refuse(texts.savedCardMissing);
      const [month, year] = card.expiration.split("/").map(Number);
      const now = new Date();
      if (!month || !year || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
        throw refuse(texts.savedCardExpired);
      return {
        title: cardTitle(scope, card.brand, card.last4),
        invoiced: true,
        additional: {
          cc_type: card.brand,
          cc_last_4: card.last4,
          cc_exp: card.expiration,
          public_hash: card.public_hash,
        },
      };
    },
  };
}

/** Buy now, pay later: only when its configuration path says it is enabled (off in the seed). */
function bnplMethod(services: Pick<ShopServices, "cardPay" | "vault" | "stores">): PaymentMethodDefinition {
  return {
    code: BNPL_METHOD,
    title: (store) => cardPayTexts(store.lang, store.locale).methodBnpl,
    isAvailable: (scope) => bnplConfig(services, scope.store).enabled,
    authorize(scope): PaymentRecord {
      if (!bnplConfig(services, scope.store).enabled) throw refuse(`The requested Payment Method is not available.`);
      // The provider settles later: the order waits for its money like an offline method's.
      return { title: cardPayTexts(scope.store.lang, scope.store.locale).methodBnpl, invoiced: false, additional: {} };
    },
  };
}

export function cardPaymentMethods(
  services: Pick<ShopServices, "cardPay" | "vault" | "stores">,
): PaymentMethodDefinition[] {
  return [cardMethod(services), savedCardMethod(services), bnplMethod(services)];
}
