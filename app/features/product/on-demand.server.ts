// The product page's parts that few products show, for the server's render (on-demand.tsx): imported
// at once here, so the page's HTML holds them; the browser's build leaves this module empty.
export { ProductDeal as ServerProductDeal } from "./ProductDeal";
export { StockAlertForm as ServerStockAlertForm } from "./StockAlertForm";
