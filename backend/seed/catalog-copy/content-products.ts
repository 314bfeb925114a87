// Each product's own content, where its kind's (content-data.ts) would read wrong: the fish oil is not
// a multivitamin, the crisps are not a chocolate peanut bar, the caffeine tablets are not a pre-workout
// powder. Keyed by the parent SKU; a product missing here keeps its kind's content, which was written
// for it: the whey, the vegan blend, the multivitamin, the pre-workout, the two creatines, BCAA, the bar box.
import { FOOD_PRODUCTS } from "./content-products-foods.js";
import { PERFORMANCE_PRODUCTS } from "./content-products-performance.js";
import { PROTEIN_PRODUCTS } from "./content-products-protein.js";
import { VITAMIN_PRODUCTS } from "./content-products-vitamins.js";
import type { KindContent } from "./content-data.js";

export const PRODUCT_CONTENT: Partial<Record<string /* parent SKU */, KindContent>> = {
  ...PROTEIN_PRODUCTS,
  ...VITAMIN_PRODUCTS,
  ...PERFORMANCE_PRODUCTS,
  ...FOOD_PRODUCTS,
};
