// The product page's parts that few products show: a running deal's countdown and the back-in-stock
// alert's form. The server renders them at once (the page is whole without JavaScript); the browser
// fetches their code only for a page that shows them, before it hydrates (~/components/ui/deferred).
import type { ComponentProps } from "react";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { ServerProductDeal, ServerStockAlertForm } from "./on-demand.server";

const Deal = deferred("product-deal", ServerProductDeal, () =>
  import("./ProductDeal").then((module) => ({ default: module.ProductDeal })),
);

const AlertForm = deferred("stock-alert", ServerStockAlertForm, () =>
  import("./StockAlertForm").then((module) => ({ default: module.StockAlertForm })),
);

export function ProductDeal(props: ComponentProps<typeof Deal>) {
  return (
    <DeferredBoundary id="product-deal">
      <Deal {...props} />
    </DeferredBoundary>
  );
}

export function StockAlertForm(props: ComponentProps<typeof AlertForm>) {
  return (
    <DeferredBoundary id="stock-alert">
      <AlertForm {...props} />
    </DeferredBoundary>
  );
}
