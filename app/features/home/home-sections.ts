// The home page's deals and best sellers by goal, as the page shows them.
import type { ProductSummary } from "~/commerce/catalog/product";

export interface HomeGoal {
  /** the goal's option id, as the address carries it (?goal=) */
  value: string;
  label: string;
}

export interface HomeSections {
  /** products whose price is lowered now, best sellers first */
  deals: ProductSummary[];
  /** the training goals the shop sorts its products by */
  goals: HomeGoal[];
  /** the goal chosen; null: all goals */
  goal: string | null;
  bestSellers: ProductSummary[];
}
