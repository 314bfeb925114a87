// The welcome code the newsletter promises: a new subscriber gets a code of their own, made as a
// coupon of a cart price rule (Magento's salesrule with generated codes), good for one order, shown
// on the page and sent by email. An address gets one welcome code, ever: subscribing again (after
// unsubscribing, in another store view, as a customer) gives none.
//
// The rule is found or made per percentage ("Newsletter welcome 10%"), so a store that changes its
// percentage makes new codes with the new one while the codes already given keep theirs.
import { randomInt } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { MailOutbox } from "../mail/outbox.js";
import { createGeneratedCouponRepository } from "../salesrule/repository.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { createWelcomeCouponRepository } from "./repository.js";
import { formatPercentNumber, welcomeDiscountPercent } from "./welcome-discount.js";
import { welcomeCodeMail } from "./welcome-mail.js";

/** The discount's label in the basket, per language of the store views. */
const RULE_LABELS: Record<string, string> = {
  en: "Welcome discount",
  de: "Willkommensrabatt",
  es: "Descuento de bienvenida",
  fr: "Remise de bienvenue",
  it: "Sconto di benvenuto",
};

// No 0/O or 1/I: the code is read from an email and typed.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const WELCOME_CODE_PATTERN = /^WELCOME-[A-HJ-NP-Z2-9]{8}$/;

const randomCode = () => `WELCOME-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

export interface WelcomeCouponDeps {
  mail: MailOutbox;
  shopName: (store: StoreView) => string;
}

export function createWelcomeCoupons(db: Database, stores: StoreRepository, deps: WelcomeCouponDeps) {
  const welcomes = createWelcomeCouponRepository(db);
  const coupons = createGeneratedCouponRepository(db);

  function ruleFor(percent: number): number {
    const name = `Newsletter welcome ${percent}%`;
    const found = coupons.percentRuleNamed(name);
    if (found !== undefined) return found;
    const id = coupons.addSingleUsePercentRule(name, percent);
    coupons.addLabel(id, "", RULE_LABELS.en);
    for (const view of stores.all()) coupons.addLabel(id, view.code, RULE_LABELS[view.lang] ?? RULE_LABELS.en);
    return id;
  }

  return {
    /**
     * The welcome code for an address that subscribes for the first time: made, recorded and sent by
     * email. Null when the store gives no welcome discount or the address had its code before.
     */
    issue(store: StoreView, email: string, now = new Date()): string | null {
      const percent = welcomeDiscountPercent(stores.config(store.code));
      if (percent === null) return null;
      const code = db.transaction(() => {
        if (welcomes.given(email)) return null;
        let candidate = randomCode();
        while (coupons.codeTaken(candidate)) candidate = randomCode();
        const couponId = coupons.addSingleUseCoupon(ruleFor(percent), candidate);
        welcomes.record(email.toLowerCase(), store.code, couponId, now.toISOString());
        return candidate;
      })();
      if (!code) return null;
      deps.mail.send(
        {
          to: email,
          storeCode: store.code,
          kind: "newsletter-welcome",
          ...welcomeCodeMail(store.locale, {
            shop: deps.shopName(store),
            code,
            percent: formatPercentNumber(store, percent),
          }),
        },
        now,
      );
      return code;
    },
  };
}

export type WelcomeCoupons = ReturnType<typeof createWelcomeCoupons>;
