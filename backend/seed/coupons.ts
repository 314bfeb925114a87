// Demo cart price rules and coupons (README "Demo data"). Deterministic: fixed ids and dates.
import type { Database } from "better-sqlite3";
import { COUPONS } from "./fixtures-coupons.js";

type Labels = { en: string; de: string; es: string; fr: string; it: string };

interface RuleDef {
  id: number;
  name: string;
  labels: Labels;
  action: "by_percent" | "by_fixed" | "cart_fixed";
  amount: number;
  freeShipping?: boolean;
  minSubtotal?: number;
  from?: string;
  to?: string;
  groups?: string;
  usesPerCoupon?: number;
  usesPerCustomer?: number;
  timesUsed?: number;
  sortOrder?: number;
  code: string;
}

const RULES: RuleDef[] = [
  {
    id: 1,
    name: "Welcome 10 %",
    labels: {
      en: "Welcome 10% off",
      de: "Willkommen: 10 % Rabatt",
      es: "Bienvenida: 10 % de descuento",
      fr: "Bienvenue\u00a0: -10 %",
      it: "Benvenuto: 10% di sconto",
    },
    action: "by_percent",
    amount: COUPONS.welcome.percent,
    code: COUPONS.welcome.code,
  },
  {
    id: 2,
    name: "5 off 40",
    labels: {
      en: "Spend and save",
      de: "Mehr kaufen, mehr sparen",
      es: "Compra más, ahorra más",
      fr: "Achetez plus, économisez",
      it: "Spendi e risparmia",
    },
    action: "cart_fixed",
    amount: COUPONS.save5.amount,
    minSubtotal: COUPONS.save5.minSubtotal,
    code: COUPONS.save5.code,
  },
  {
    id: 3,
    name: "Free delivery",
    labels: {
      en: "Free delivery",
      de: "Kostenloser Versand",
      es: "Envío gratis",
      fr: "Livraison offerte",
      it: "Spedizione gratuita",
    },
    action: "by_percent",
    amount: 0,
    freeShipping: true,
    code: COUPONS.freeShip.code,
  },
  {
    id: 4,
    name: "2 off each item",
    labels: {
      en: "Money off every item",
      de: "Rabatt auf jeden Artikel",
      es: "Descuento en cada artículo",
      fr: "Remise sur chaque article",
      it: "Sconto su ogni articolo",
    },
    action: "by_fixed",
    amount: COUPONS.twoOff.amount,
    code: COUPONS.twoOff.code,
  },
  {
    id: 5,
    name: "Summer 20 %",
    labels: {
      en: "Summer sale 20%",
      de: "Sommer: 20 %",
      es: "Verano: 20 %",
      fr: "Été\u00a0: -20 %",
      it: "Estate: 20%",
    },
    action: "by_percent",
    amount: COUPONS.expired.percent,
    from: "2025-06-01",
    to: COUPONS.expired.toDate,
    code: COUPONS.expired.code,
  },
  {
    id: 6,
    name: "Autumn 15 %",
    labels: {
      en: "Autumn 15% off",
      de: "Herbst: 15 %",
      es: "Otoño: 15 %",
      fr: "Automne\u00a0: -15 %",
      it: "Autunno: 15%",
    },
    action: "by_percent",
    amount: COUPONS.notYet.percent,
    from: COUPONS.notYet.fromDate,
    code: COUPONS.notYet.code,
  },
  {
    id: 7,
    name: "One use 50 %",
    labels: { en: "Half price", de: "Halber Preis", es: "Mitad de precio", fr: "Moitié prix", it: "Metà prezzo" },
    action: "by_percent",
    amount: COUPONS.usedUp.percent,
    usesPerCoupon: 1,
    timesUsed: 1,
    code: COUPONS.usedUp.code,
  },
  {
    id: 8,
    name: "Last one 25 %",
    labels: { en: "25% off", de: "25 % Rabatt", es: "25 % de descuento", fr: "-25 %", it: "25% di sconto" },
    action: "by_percent",
    amount: COUPONS.lastOne.percent,
    usesPerCoupon: 1,
    code: COUPONS.lastOne.code,
  },
  {
    id: 9,
    name: "Members 5 %",
    labels: {
      en: "Members 5% off",
      de: "Mitglieder: 5 %",
      es: "Socios: 5 %",
      fr: "Membres\u00a0: -5 %",
      it: "Soci: 5%",
    },
    action: "by_percent",
    amount: COUPONS.members.percent,
    groups: "1",
    usesPerCustomer: 1,
    code: COUPONS.members.code,
  },
];

export function seedSalesRules(db: Database): void {
  const rule = db.prepare(`INSERT INTO sales_rules (id, name, coupon_type, simple_action, discount_amount,
    simple_free_shipping, min_subtotal, from_date, to_date, customer_group_ids, uses_per_coupon, uses_per_customer,
    sort_order, times_used) VALUES (?, ?, 'specific', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const label = db.prepare("INSERT INTO sales_rule_labels (rule_id, store_code, label) VALUES (?, ?, ?)");
  const coupon = db.prepare(
    "INSERT INTO sales_rule_coupons (id, rule_id, code, usage_limit, usage_per_customer, times_used) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const r of RULES) {
    rule.run(
      r.id,
      r.name,
      r.action,
      r.amount,
      r.freeShipping ? 1 : 0,
      r.minSubtotal ?? null,
      r.from ?? null,
      r.to ?? null,
      r.groups ?? null,
      r.usesPerCoupon ?? null,
      r.usesPerCustomer ?? null,
      r.sortOrder ?? 0,
      r.timesUsed ?? 0,
    );
    // '' is every English store view; the other languages' store views by code.
    label.run(r.id, "", r.labels.en);
    for (const [store, lang] of [
      ["de", "de"],
      ["es", "es"],
      ["fr", "fr"],
      ["it", "it"],
    ] as const) {
      label.run(r.id, store, r.labels[lang]);
    }
    coupon.run(r.id, r.id, r.code, r.usesPerCoupon ?? null, r.usesPerCustomer ?? null, r.timesUsed ?? 0);
  }
}
