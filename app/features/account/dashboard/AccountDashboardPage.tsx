import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { AccountDashboard } from "./dashboard";
import type { PostalAddress } from "~/commerce/sales/orders";
import { useShop } from "~/components/layout/ShopContext";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { OrdersTable } from "../orders/OrdersTable";
import { PostalAddressBlock } from "../orders/PostalAddressBlock";
import { displayEmail } from "~/i18n/email";

/**
 * "Welcome back" is for someone who has been here before. An account made in this session is greeted
 * as new; one made from the order success page already holds that order, except on a stock Magento,
 * which cannot move a guest's order into an account (ADR 0099): there the greeting says so. A stock
 * Magento has no reward points, so its greeting promises none.
 */
function greetingOf({ newAccount, orderCount, ordersElsewhere, extensions }: AccountDashboard) {
  if (newAccount === "fromOrder" && !extensions) return "dashboard.welcomeAfterGuestOrder";
  if (orderCount === 0 && !ordersElsewhere)
    return extensions ? "dashboard.welcomeFirst" : "dashboard.welcomeFirstNoPoints";
  if (newAccount === "fromOrder") return "dashboard.welcomeWithOrder";
  return newAccount ? "dashboard.welcomeNew" : "dashboard.welcome";
}

/** The account dashboard: one card per subject, each with the link to its page. */
export function AccountDashboardPage({ dashboard }: { dashboard: AccountDashboard }) {
  const { t } = useTranslation("orders");
  const { locale } = useShop();
  const storeView = useStoreView();
  return (
    <div className="account-dashboard">
      <h1>{t("dashboard.heading")}</h1>
      <p className="account-dashboard__welcome">{t(greetingOf(dashboard), { name: dashboard.name })}</p>
      <div className="dashboard-grid">
        <section className="order-card dashboard-card" aria-labelledby="dashboard-contact">
          <h2 id="dashboard-contact">{t("dashboard.contact")}</h2>
          <p className="dashboard-card__name">{dashboard.name}</p>
          <p className="dashboard-card__email">{displayEmail(dashboard.email)}</p>
          <p className="dashboard-card__links">
            <Link to={paths.account.details(storeView)} className="orders-link">
              {t("dashboard.editDetails")}
            </Link>
            <Link to={paths.account.password(storeView)} className="orders-link">
              {t("dashboard.changePassword")}
            </Link>
          </p>
        </section>
        <section className="order-card dashboard-card" aria-labelledby="dashboard-newsletter">
          <h2 id="dashboard-newsletter">{t("dashboard.newsletter")}</h2>
          <p>{dashboard.subscribed ? t("dashboard.subscribed") : t("dashboard.notSubscribed")}</p>
          {dashboard.extensions ? (
            <p className="dashboard-card__links">
              <Link to={paths.account.contactPreferences(storeView)} className="orders-link">
                {t("dashboard.contactPreferences")}
              </Link>
            </p>
          ) : null}
        </section>
        {dashboard.extensions ? (
          <section className="order-card dashboard-card dashboard-card--points" aria-labelledby="dashboard-points">
            <h2 id="dashboard-points">{t("dashboard.points")}</h2>
            {dashboard.points ? (
              <p className="dashboard-card__points">
                <strong>
                  {t("dashboard.pointsBalance", { points: dashboard.points.points.toLocaleString(locale) })}
                </strong>
                {dashboard.points.worth ? (
                  <span>
                    {" "}
                    {t("dashboard.pointsWorth")} <Amount money={dashboard.points.worth} />
                  </span>
                ) : null}
              </p>
            ) : null}
            <p className="dashboard-card__links">
              <Link to={paths.account.rewardPoints(storeView)} className="orders-link">
                {t("dashboard.pointsLink")}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
      <section className="order-card dashboard-addresses" aria-labelledby="dashboard-addresses">
        <h2 id="dashboard-addresses">{t("dashboard.addresses")}</h2>
        <div className="dashboard-addresses__grid">
          <DefaultAddress heading={t("dashboard.billing")} address={dashboard.defaultBilling} />
          <DefaultAddress heading={t("dashboard.shipping")} address={dashboard.defaultShipping} />
        </div>
        <p className="dashboard-card__links">
          <Link to={paths.account.addresses(storeView)} className="orders-link">
            {t("dashboard.manageAddresses")}
          </Link>
        </p>
      </section>
      <section className="dashboard-orders" aria-labelledby="dashboard-orders">
        <div className="dashboard-orders__head">
          <h2 id="dashboard-orders">{t("dashboard.recentOrders")}</h2>
          {dashboard.orderCount > 0 ? (
            <Link to={paths.account.orders(storeView)} className="orders-link">
              {t("dashboard.viewAll")}
            </Link>
          ) : null}
        </div>
        {dashboard.recentOrders.length ? (
          <OrdersTable orders={dashboard.recentOrders} caption={t("dashboard.recentOrders")} />
        ) : (
          <p className="orders-empty">{t(dashboard.ordersElsewhere ? "history.elsewhere" : "dashboard.noOrders")}</p>
        )}
      </section>
    </div>
  );
}

function DefaultAddress({ heading, address }: { heading: string; address: PostalAddress | null }) {
  const { t } = useTranslation("orders");
  return (
    <div className="dashboard-address">
      <h3>{heading}</h3>
      {address ? (
        <PostalAddressBlock address={address} />
      ) : (
        <p className="dashboard-address__none">{t("dashboard.noAddress")}</p>
      )}
    </div>
  );
}
