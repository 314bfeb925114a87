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
import type { StoreRepository, StoreView } from "../store/repository.js";
import { formatPercentNumber, welcomeDiscountPercent } from "./welcome-discount.js";
import { welcomeCodeMail } from "./welcome-mail.js";

export const WELCOME_COUPONS_SQL = `
  CREATE TABLE IF NOT EXISTS newsletter_welcome_coupons (
    email TEXT PRIMARY KEY COLLATE NOCASE, store_code TEXT NOT NULL,
    coupon_id INTEGER NOT NULL REFERENCES sales_rule_coupons(id), created_at TEXT NOT NULL
  );
`;

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
  const given = db.prepare("SELECT 1 FROM newsletter_welcome_coupons WHERE email = ?");
  const record = db.prepare(
    "INSERT INTO newsletter_welcome_coupons (email, store_code, coupon_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const ruleNamed = db.prepare("SELECT id FROM sales_rules WHERE name = ? AND coupon_type = 'specific'");
  const insertRule = db.prepare(`INSERT INTO sales_rules (name, is_active, coupon_type, simple_action, discount_amount,
    uses_per_coupon) VALUES (?, 1, 'specific', 'by_percent', ?, 1)`);
  const insertLabel = db.prepare("INSERT INTO sales_rule_labels (rule_id, store_code, label) VALUES (?, ?, ?)");
  const codeTaken = db.prepare("SELECT 1 FROM sales_rule_coupons WHERE code = ?");
  const insertCoupon = db.prepare(
    "INSERT INTO sales_rule_coupons (rule_id, code, usage_limit, usage_per_customer) VALUES (?, ?, 1, 1)",
  );

  function ruleFor(percent: number): number {
    const name = `Newsletter welcome ${percent}%`;
    const found = ruleNamed.get(name) as { id: number } | undefined;
    if (found) return found.id;
    const id = Number(insertRule.run(name, percent).lastInsertRowid);
    insertLabel.run(id, "", RULE_LABELS.en);
    for (const view of stores.all()) insertLabel.run(id, view.code, RULE_LABELS[view.lang] ?? RULE_LABELS.en);
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
        if (given.get(email)) return null;
        let candidate = randomCode();
        while (codeTaken.get(candidate)) candidate = randomCode();
        const coupon = insertCoupon.run(ruleFor(percent), candidate);
        record.run(email.toLowerCase(), store.code, Number(coupon.lastInsertRowid), now.toISOString());
        return candidate;
      })();
      if (!code) return null;
      deps.mail.send(
        {
          to: email,
          storeCode: store.code,
          kind: "newsletter-welcome",
          ...welcomeCodeMail(store.lang, {
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
