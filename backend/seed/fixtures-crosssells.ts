// Cross-sell rules of the demo shop. Tests and e2e specs read these constants, so the
// seed and the assertions cannot drift apart.
import type { Lang } from "./catalog-data.js";

export interface CrossSellRuleFixture {
  /** the rule applies to products of this category (or any of its sub-categories)... */
  category?: string;
  /** ...or to this product sku (a configurable parent or a simple) */
  sku?: string;
  /** what is suggested: a simple, so a one-click add works */
  target: string;
  /** CSS modifier the storefront puts on the card */
  class_name: string;
  /** lower first */
  position: number;
  texts: Record<Lang, { label: string; protein_insight: string | null }>;
}

export const SHAKER_SKU = "PW-SHAKER";
export const CREATINE_SKU = "PW-CREA-250";
export const BROWNIE_SKU = "PW-BROWNIE";
export const CRISPS_SKU = "PW-CRISPS";
export const WAFER_SKU = "PW-WAFER";

export const CROSS_SELL_RULES: CrossSellRuleFixture[] = [
  {
    category: "protein",
    target: SHAKER_SKU,
    class_name: "cross-sell--essential",
    position: 10,
    texts: {
      en: { label: "Mix it right", protein_insight: null },
      de: { label: "Richtig mixen", protein_insight: null },
      es: { label: "Mézclalo bien", protein_insight: null },
      fr: { label: "Mélangez bien", protein_insight: null },
      it: { label: "Miscelalo bene", protein_insight: null },
    },
  },
  {
    category: "protein",
    target: CREATINE_SKU,
    class_name: "cross-sell--stack",
    position: 20,
    texts: {
      en: { label: "Popular stack", protein_insight: null },
      de: { label: "Beliebte Kombination", protein_insight: null },
      es: { label: "Combinación popular", protein_insight: null },
      fr: { label: "Combinaison populaire", protein_insight: null },
      it: { label: "Combinazione popolare", protein_insight: null },
    },
  },
  {
    category: "protein",
    target: BROWNIE_SKU,
    class_name: "cross-sell--snack",
    position: 30,
    texts: {
      en: { label: "Protein snack", protein_insight: "+20 g protein per brownie" },
      de: { label: "Protein-Snack", protein_insight: "+20 g Protein pro Brownie" },
      es: { label: "Snack proteico", protein_insight: "+20 g de proteína por brownie" },
      fr: { label: "En-cas protéiné", protein_insight: "+20 g de protéines par brownie" },
      it: { label: "Snack proteico", protein_insight: "+20 g di proteine per brownie" },
    },
  },
  {
    category: "pre-workout",
    target: CREATINE_SKU,
    class_name: "cross-sell--stack",
    position: 10,
    texts: {
      en: { label: "Stack with your pre-workout", protein_insight: null },
      de: { label: "Ideal zu Ihrem Pre-Workout", protein_insight: null },
      es: { label: "Combínalo con tu pre-entreno", protein_insight: null },
      fr: { label: "À associer à votre pré-entraînement", protein_insight: null },
      it: { label: "Abbinalo al tuo pre-allenamento", protein_insight: null },
    },
  },
  {
    category: "creatine-amino-acids",
    target: SHAKER_SKU,
    class_name: "cross-sell--essential",
    position: 10,
    texts: {
      en: { label: "Mix it right", protein_insight: null },
      de: { label: "Richtig mixen", protein_insight: null },
      es: { label: "Mézclalo bien", protein_insight: null },
      fr: { label: "Mélangez bien", protein_insight: null },
      it: { label: "Miscelalo bene", protein_insight: null },
    },
  },
  {
    category: "creatine-amino-acids",
    target: WAFER_SKU,
    class_name: "cross-sell--snack",
    position: 20,
    texts: {
      en: { label: "Protein snack", protein_insight: "+12 g protein per wafer" },
      de: { label: "Protein-Snack", protein_insight: "+12 g Protein pro Waffel" },
      es: { label: "Snack proteico", protein_insight: "+12 g de proteína por barquillo" },
      fr: { label: "En-cas protéiné", protein_insight: "+12 g de protéines par gaufrette" },
      it: { label: "Snack proteico", protein_insight: "+12 g di proteine per wafer" },
    },
  },
  {
    sku: SHAKER_SKU,
    target: CRISPS_SKU,
    class_name: "cross-sell--snack",
    position: 10,
    texts: {
      en: { label: "Protein snack", protein_insight: "+20 g protein per bag" },
      de: { label: "Protein-Snack", protein_insight: "+20 g Protein pro Beutel" },
      es: { label: "Snack proteico", protein_insight: "+20 g de proteína por bolsa" },
      fr: { label: "En-cas protéiné", protein_insight: "+20 g de protéines par sachet" },
      it: { label: "Snack proteico", protein_insight: "+20 g di proteine per busta" },
    },
  },
];
