// Sales resolvers: Customer.orders (Magento's CustomerOrders) with each order's items, totals,
// invoices, shipments and credit memos, in the order's own currency. Only the signed-in customer's own orders.
import type { Ctx } from "../graphql/context.js";
import type {
  CurrencyEnum,
  Money,
  OrderAddress,
  OrderItemOption,
  Resolvers,
  ResolversTypes,
} from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";
import { bankDetailsOf } from "../payment/bank-transfer.js";
import { BANK_TRANSFER } from "../payment/offline.js";
import { ShopError } from "../shared/errors.js";
import { round2 } from "../shared/money.js";
import { paymentName } from "./payment-names.js";
import { carrierTitle, trackingUrl } from "./carriers.js";
import { reorderInputs } from "./reorder.js";
import type {
  DocumentItemRow,
  OrderAddressData,
  OrderItemRow,
  OrderRow,
  OrderStatus,
  SalesRepository,
} from "./repository.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "sales" | "quote";

/** Magento's default labels of the order statuses. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  complete: "Complete",
  canceled: "Canceled",
  closed: "Closed",
  holded: "On Hold",
};

/**
 * What the shopper needs of the payment (Magento's OrderPaymentMethod.additional_data): for a bank
 * transfer the payee and account the order was placed with, and the reference to quote (the order's
 * number). A card's facts stay on the order only.
 */
function paymentFacts(o: OrderRow): Array<{ name: string; value: string }> {
  if (o.payment_method !== BANK_TRANSFER) return [];
  let additional: Record<string, unknown> = {};
  try {
    additional = o.payment_additional ? (JSON.parse(o.payment_additional) as Record<string, unknown>) : {};
  } catch {
    // not JSON: no facts
  }
  const details = bankDetailsOf(additional);
  return details.length ? [...details, { name: "reference", value: o.increment_id }] : [];
}

const money = (value: number, currency: string): Money => ({
  value: round2(value),
  currency: currency as CurrencyEnum,
});

/** Magento's order address has street lines only: the house number goes into the first, as printed. */
function streetWithHouseNumber(a: OrderAddressData): string[] {
  const houseNumber = a.house_number?.trim();
  if (!houseNumber || !a.street.length) return a.street;
  return [`${a.street[0]} ${houseNumber}`.trim(), ...a.street.slice(1)];
}

function address(json: string): OrderAddress {
  const a = JSON.parse(json) as OrderAddressData;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: streetWithHouseNumber(a),
    city: a.city,
    postcode: a.postcode,
    country_code: a.country_code as OrderAddress["country_code"],
    region: a.region ?? null,
    company: a.company ?? null,
    telephone: a.telephone ?? null,
  };
}

const options = (json: string | null): OrderItemOption[] => (json ? (JSON.parse(json) as OrderItemOption[]) : []);

type CustomerOrder = ResolversTypes["CustomerOrder"];
type OrderItemAnswer = Awaited<ResolversTypes["OrderItemInterface"]> & { __typename: string; id: string };

function orderItems(o: OrderRow, rows: OrderItemRow[]): OrderItemAnswer[] {
  return rows
    .filter((i) => i.parent_item_id === null)
    .map((i) => {
      const common = {
        id: String(i.id),
        product_name: i.name,
        product_sku: i.sku,
        product_type: i.product_type,
        product_sale_price: money(i.price, o.currency),
        quantity_ordered: i.qty_ordered,
        quantity_invoiced: i.qty_invoiced,
        quantity_shipped: i.qty_shipped,
        quantity_refunded: i.qty_refunded,
        quantity_canceled: i.qty_canceled,
        quantity_returned: 0,
        selected_options: options(i.options),
        entered_options: [],
        discounts: [],
      };
      if (i.product_type !== "bundle") return { __typename: "OrderItem", ...common };
      // A bundle's selections, grouped by the option they were chosen in.
      const groups = new Map<string, OrderItemRow[]>();
      for (const child of rows.filter((c) => c.parent_item_id === i.id)) {
        const label = options(child.options)[0]?.label ?? "";
        groups.set(label, [...(groups.get(label) ?? []), child]);
      }
      return {
        __typename: "BundleOrderItem",
        ...common,
        selected_options: [],
        bundle_options: [...groups].map(([label, children], index) => ({
          id: `${i.id}-${index}`,
          uid: `${i.id}-${index}`,
          label,
          values: children.map((c) => ({
            id: String(c.id),
            uid: String(c.id),
            product_name: c.name,
            product_sku: c.sku,
            quantity: c.qty_ordered / i.qty_ordered,
            price: money(c.price, o.currency),
          })),
        })),
      };
    });
}

/** A document's lines: the top-level items it holds (a bundle's selections are counted in it). */
function documentLines(lines: DocumentItemRow[], items: Map<string, OrderItemAnswer>) {
  return lines.flatMap((l) => {
    const item = items.get(String(l.order_item_id));
    return item ? [{ line: l, item }] : [];
  });
}

/** `make`'s answer, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Magento's CustomerOrder of an order row (also the checkout's placeOrder and guestOrderByToken). */
export function customerOrder(sales: SalesRepository, o: OrderRow): CustomerOrder {
  const items = orderItems(o, sales.itemsOf(o.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const taxes =
    o.tax_amount > 0 ? [{ title: o.vat_label, rate: o.vat_rate * 100, amount: money(o.tax_amount, o.currency) }] : [];
  const discountOf = (amount: number) =>
    amount > 0
      ? [
          {
            amount: money(amount, o.currency),
            applied_to: "ITEM" as const,
            label: o.coupon_code ? `Discount (${o.coupon_code})` : "Discount",
            coupon: o.coupon_code ? { code: o.coupon_code } : null,
          },
        ]
      : [];
  // The documents are read when a query asks for them: an order list (the account's pages, the
  // review form's verified-buyer check) asks for none, and would otherwise cost three reads an order.
  const invoices = once((): Array<ResolversTypes["Invoice"]> =>
    sales.invoicesOf(o.id).map((inv) => ({
      id: String(inv.id),
      number: inv.increment_id,
      created_at: inv.created_at,
      comments: [],
      total: {
        subtotal: money(inv.subtotal, o.currency),
        discounts: discountOf(inv.discount_amount),
        total_tax: money(inv.tax_amount, o.currency),
        taxes: inv.tax_amount > 0 ? [{ ...taxes[0], amount: money(inv.tax_amount, o.currency) }] : [],
        grand_total: money(inv.grand_total, o.currency),
        base_grand_total: money(inv.grand_total, o.base_currency),
        total_shipping: money(inv.shipping_amount, o.currency),
      },
      items: documentLines(sales.invoiceItemsOf(inv.id), byId).map(({ line, item }) => ({
        __typename: item.__typename === "BundleOrderItem" ? "BundleInvoiceItem" : "InvoiceItem",
        id: `${inv.id}-${line.order_item_id}`,
        order_item: item,
        product_name: item.product_name,
        product_sku: item.product_sku,
        product_sale_price: item.product_sale_price,
        quantity_invoiced: line.qty,
        discounts: [],
      })),
    })),
  );
  const shipments = once((): Array<ResolversTypes["OrderShipment"]> =>
    sales.shipmentsOf(o.id).map((s) => ({
      id: String(s.id),
      number: s.increment_id,
      created_at: s.created_at,
      comments: [],
      tracking: s.tracking_number
        ? [
            {
              carrier: s.carrier ?? "custom",
              title: carrierTitle(s.carrier),
              number: s.tracking_number,
            },
          ]
        : [],
      items: documentLines(sales.shipmentItemsOf(s.id), byId).map(({ line, item }) => ({
        __typename: item.__typename === "BundleOrderItem" ? "BundleShipmentItem" : "ShipmentItem",
        id: `${s.id}-${line.order_item_id}`,
        order_item: item,
        product_name: item.product_name,
        product_sku: item.product_sku,
        product_sale_price: item.product_sale_price,
        quantity_shipped: line.qty,
      })),
    })),
  );
  const creditMemos = once((): Array<ResolversTypes["CreditMemo"]> =>
    sales.creditMemosOf(o.id).map((memo) => ({
      id: String(memo.id),
      number: memo.increment_id,
      created_at: memo.created_at,
      comments: [],
      total: {
        subtotal: money(memo.subtotal, o.currency),
        discounts: discountOf(memo.discount_amount),
        total_tax: money(memo.tax_amount, o.currency),
        taxes: memo.tax_amount > 0 ? [{ ...taxes[0], amount: money(memo.tax_amount, o.currency) }] : [],
        grand_total: money(memo.grand_total, o.currency),
        base_grand_total: money(memo.grand_total, o.base_currency),
        total_shipping: money(memo.shipping_amount, o.currency),
        shipping_handling: {
          total_amount: money(memo.shipping_amount, o.currency),
          amount_including_tax: money(memo.shipping_amount, o.currency),
        },
        // Magento's adjustment refund minus adjustment fee: the owner refunds what was paid, no more, no less.
        adjustment: money(0, o.currency),
      },
      items: documentLines(sales.creditMemoItemsOf(memo.id), byId).map(({ line, item }) => ({
        __typename: item.__typename === "BundleOrderItem" ? "BundleCreditMemoItem" : "CreditMemoItem",
        id: `${memo.id}-${line.order_item_id}`,
        order_item: item,
        product_name: item.product_name,
        product_sku: item.product_sku,
        product_sale_price: item.product_sale_price,
        quantity_refunded: line.qty,
        discounts: [],
      })),
    })),
  );
  return {
    id: String(o.id),
    number: o.increment_id,
    increment_id: o.increment_id,
    order_number: o.increment_id,
    order_date: o.created_at,
    created_at: o.created_at,
    status: ORDER_STATUS_LABELS[o.status] ?? o.status,
    state: ORDER_STATES[o.status] ?? o.status,
    email: o.email,
    token: o.token,
    grand_total: o.grand_total,
    // A guest earns the order's points only by claiming it with an account.
    rewardpoints_gathered: o.customer_id === null ? 0 : o.points_gathered,
    applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    items,
    total: {
      subtotal: money(o.subtotal, o.currency),
      // The points spent are shown as points, apart from the coupon's or rule's discount.
      discounts: discountOf(round2(o.discount_amount - (o.points_amount ?? 0))),
      rewardpoints: o.points_amount ? money(o.points_amount, o.currency) : null,
      rewardpoints_quantity: o.points_spent ?? 0,
      total_tax: money(o.tax_amount, o.currency),
      taxes,
      grand_total: money(o.grand_total, o.currency),
      base_grand_total: money(o.grand_total, o.base_currency),
      total_shipping: money(o.shipping_amount, o.currency),
      shipping_handling: {
        total_amount: money(o.shipping_amount, o.currency),
        amount_including_tax: money(o.shipping_amount, o.currency),
      },
    },
    get invoices() {
      return invoices();
    },
    get shipments() {
      return shipments();
    },
    get credit_memos() {
      return creditMemos();
    },
    comments: [],
    payment_methods: [
      {
        name: paymentName(o),
        type: o.payment_method,
        additional_data: paymentFacts(o),
      },
    ],
    shipping_address: address(o.shipping_address),
    billing_address: address(o.billing_address),
    shipping_method: o.shipping_method,
    carrier: o.shipping_method ? o.shipping_method.split(" - ")[0] : null,
  };
}

const typename = (answer: unknown) => (answer as { __typename: string }).__typename;

/** Magento's order state of each status (sales_order_status_state's defaults). */
const ORDER_STATES: Record<OrderStatus, string> = {
  pending: "new",
  processing: "processing",
  complete: "complete",
  canceled: "canceled",
  closed: "closed",
  holded: "holded",
};

export const salesResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    // Magento's guestOrder: number, email and postcode of a guest's order in this store view.
    guestOrder: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return customerOrder(ctx.services.sales.repository, ctx.services.sales.guestOrder(ctx.store, args.input));
    },
    // The deprecated root customerOrders: the signed-in customer's orders of every store view, newest first.
    customerOrders: (_, __, ctx) => {
      ctx.cache.uncacheable();
      const page = ctx.services.sales.orders({
        customerId: requireCustomer(ctx.customerId),
        store: ctx.store,
        scope: "GLOBAL",
        pageSize: 100,
      });
      return {
        items: page.rows.map((o) => customerOrder(ctx.services.sales.repository, o)),
        total_count: page.total,
        page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
      };
    },
  },
  Mutation: {
    // Magento's cancelOrder as a stock 2.4.7 answers it: order cancellation by the customer is off
    // by default (sales/cancellation/enabled), so an order that could be cancelled says so.
    cancelOrder: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      const input = args.input;
      const required = (field: string) =>
        new ShopError(`Required parameter "${field}" is missing or incorrect.`, "input");
      if (!input.order_id || !Number(input.order_id)) throw required("order_id");
      if (!input.reason) throw required("reason");
      let order: OrderRow;
      try {
        order = ctx.services.sales.repository.order(Number(input.order_id));
      } catch {
        return { error: "The entity that was requested doesn't exist. Verify the entity and try again." };
      }
      if (order.customer_id !== customerId) return { error: "Current user is not authorized to cancel this order" };
      if (!["pending", "processing"].includes(order.status))
        return {
          error: "Order already closed, complete, cancelled or on hold",
          order: customerOrder(ctx.services.sales.repository, order),
        };
      return { error: "Order cancellation is not enabled for requested store." };
    },
    // Magento's reorderItems: the signed-in customer's own order of this store view into their cart.
    reorderItems: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      const order = ctx.services.sales.repository.orderByNumber(ctx.store.code, args.orderNumber);
      if (!order || order.customer_id !== customerId)
        throw new ShopError(`Order number "${args.orderNumber}" doesn't belong to the current customer`, "input");
      const { items, errors } = reorderInputs(ctx.catalog, ctx.services.sales.repository.itemsOf(order.id));
      const cart = ctx.services.quote.customerCartOrNew(ctx.store, customerId);
      const scope = { store: ctx.store, catalog: ctx.catalog, display: ctx.display, customerId };
      const added = items.length
        ? ctx.services.quote.addProducts(scope, cart.masked_id, items)
        : { cart, user_errors: [] };
      return {
        cart: added.cart,
        userInputErrors: [
          ...errors,
          ...added.user_errors.map((e) => ({ path: ["orderNumber"], code: e.code, message: e.message })),
        ],
      };
    },
  },
  Customer: {
    orders: (c, args, ctx) => {
      ctx.cache.uncacheable();
      // The customer the token names, never another's (the parent is that customer).
      const customerId = requireCustomer(ctx.customerId);
      if (c.id !== customerId) requireCustomer(null);
      const page = ctx.services.sales.orders({
        customerId,
        store: ctx.store,
        scope: args.scope,
        number: args.filter?.number,
        sort: args.sort,
        pageSize: args.pageSize,
        currentPage: args.currentPage,
      });
      return {
        items: page.rows.map((o) => customerOrder(ctx.services.sales.repository, o)),
        total_count: page.total,
        page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
      };
    },
  },
  // The tracking page in the language of the store view the order is read in.
  ShipmentTracking: {
    url: (tracking, _args, ctx) => trackingUrl(tracking.carrier ?? null, tracking.number ?? null, ctx.store.locale),
  },
  // The product's page address now (Magento reads it from the product, not the order), sold or not.
  OrderItem: {
    product_url_key: (i, _args, ctx) => ctx.catalog.orderedUrlKey(i.product_sku, i.product_type === "configurable"),
  },
  BundleOrderItem: { product_url_key: (i, _args, ctx) => ctx.catalog.orderedUrlKey(i.product_sku, false) },
  OrderItemInterface: { __resolveType: (i) => typename(i) as "OrderItem" | "BundleOrderItem" },
  InvoiceItemInterface: { __resolveType: (i) => typename(i) as "InvoiceItem" | "BundleInvoiceItem" },
  ShipmentItemInterface: { __resolveType: (i) => typename(i) as "ShipmentItem" | "BundleShipmentItem" },
  CreditMemoItemInterface: { __resolveType: (i) => typename(i) as "CreditMemoItem" | "BundleCreditMemoItem" },
};
