import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { HomeSections } from "./home-sections";
import { ProductCard } from "~/components/product/ProductCard";
import type { StoreView } from "~/i18n/store-views";

/** The week's deals: a row of cards with their was and now prices, sideways on a phone. */
export function WeeklyDeals({ deals, storeView }: { deals: HomeSections["deals"]; storeView: StoreView }) {
  const { t } = useTranslation();
  if (!deals.length) return null;
  return (
    <section aria-labelledby="weekly-deals" className="home-deals">
      <h2 id="weekly-deals">{t("home.deals")}</h2>
      <div className="product-strip">
        {deals.map((product) => (
          <ProductCard key={product.uid} product={product} storeView={storeView} />
        ))}
      </div>
    </section>
  );
}

/**
 * Best sellers by goal: the goals are links (?goal=) that show the section again with that goal's
 * best sellers, with or without JavaScript; the chosen one is marked as the current page.
 */
export function BestSellersByGoal({ sections, storeView }: { sections: HomeSections; storeView: StoreView }) {
  const { t } = useTranslation();
  const { goals, goal, bestSellers } = sections;
  if (!goals.length) return null;
  const tab = (value: string | null, label: string) => (
    <li key={value ?? ""}>
      <Link
        discover="none"
        to={{ search: value ? `?goal=${value}` : "", hash: "best-sellers" }}
        preventScrollReset
        aria-current={value === goal ? "page" : undefined}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <section aria-labelledby="best-sellers-heading" id="best-sellers" className="home-best-sellers">
      <h2 id="best-sellers-heading">{t("home.bestSellers")}</h2>
      <nav aria-label={t("home.goals")}>
        <ul className="goal-tabs">
          {tab(null, t("home.allGoals"))}
          {goals.map((option) => tab(option.value, option.label))}
        </ul>
      </nav>
      <div className="product-grid">
        {bestSellers.map((product) => (
          <ProductCard key={product.uid} product={product} storeView={storeView} />
        ))}
      </div>
    </section>
  );
}
