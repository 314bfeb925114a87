// The signed-in customer's orders (Magento's Customer.orders): a page of the history, one order by
// its number, and every invoice and shipment. Only the customer's own orders, of the store view's
// website, ever come back: the backend answers them by the session's token.
import { webAddress } from "../web-address";
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import type {
  OrderDetailCoreFieldsFragment,
  OrderSummaryFieldsFragment,
  OrderDetailFieldsFragment,
} from "../generated/graphql";
import { CUSTOMER_ORDER_CORE_QUERY, CUSTOMER_ORDERS_EVERYWHERE_CORE_QUERY } from "../core/orders.server";
import { speaksExtensions } from "../core/dialect.server";
import { toMoney } from "../money";
import { isCollectionMethod } from "./collection-method";
import {
  newestFirst,
  orderStatus,
  refundedInFull,
  type CustomerInvoice,
  type CustomerShipment,
  type OrderDetail,
  type OrderInvoice,
  type OrderRefund,
  type OrderShipmentView,
  type OrderSummary,
  type PostalAddress,
} from "./orders";
import { phoneForDisplay } from "../phone-display.server";

export const ORDER_SUMMARY_FRAGMENT = graphql(`
  fragment OrderSummaryFields on CustomerOrder {
    number
    order_date
    status
    shipping_address {
      firstname
      lastname
    }
    total {
      grand_total {
        value
        currency
      }
    }
  }
`);

export const ORDER_DOCUMENTS_FRAGMENT = graphql(`
  fragment OrderDocumentsFields on CustomerOrder {
    number
    invoices {
      number
      created_at
      total {
        grand_total {
          value
          currency
        }
      }
      items {
        product_name
        product_sku
        quantity_invoiced
      }
    }
    shipments {
      number
      created_at
      tracking {
        title
        number
        url
      }
      items {
        product_name
        product_sku
        quantity_shipped
      }
    }
    credit_memos {
      number
      created_at
      total {
        grand_total {
          value
          currency
        }
        total_shipping {
          value
          currency
        }
      }
      items {
        product_name
        product_sku
        quantity_refunded
      }
    }
  }
`);

export const ORDER_ADDRESS_FRAGMENT = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    company
    street
    city
    region
    postcode
    country_code
    telephone
  }
`);

export const ORDER_DETAIL_FRAGMENT = graphql(`
  fragment OrderDetailFields on CustomerOrder {
    ...OrderSummaryFields
    ...OrderDocumentsFields
    email
    rewardpoints_gathered
    rewardpoints_canceled
    items {
      id
      product_name
      product_sku
      product_url_key
      product_sale_price {
        value
        currency
      }
      quantity_ordered
      quantity_invoiced
      quantity_shipped
      quantity_canceled
      quantity_refunded
      selected_options {
        label
        value
      }
      ... on BundleOrderItem {
        bundle_options {
          label
          values {
            product_name
            quantity
          }
        }
      }
    }
    total {
      subtotal {
        value
        currency
      }
      discounts {
        label
        coupon {
          code
        }
        amount {
          value
          currency
        }
      }
      rewardpoints {
        value
        currency
      }
      rewardpoints_quantity
      total_shipping {
        value
        currency
      }
      taxes {
        title
        amount {
          value
          currency
        }
      }
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipping_method
  }
`);

export const CUSTOMER_ORDERS_QUERY = graphql(`
  query CustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          ...OrderSummaryFields
        }
      }
    }
  }
`);

export const CUSTOMER_ORDER_QUERY = graphql(`
  query CustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetailFields
        }
      }
    }
  }
`);

export const CUSTOMER_SALES_DOCUMENTS_QUERY = graphql(`
  query CustomerSalesDocuments($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize) {
        page_info {
          total_pages
        }
        items {
          ...OrderDocumentsFields
        }
      }
    }
  }
`);

type Address = NonNullable<OrderDetailFieldsFragment["shipping_address"]>;
type Documents = Pick<OrderDetailFieldsFragment, "invoices" | "shipments" | "credit_memos">;

const fullName = (a: { firstname: string; lastname: string }) => `${a.firstname} ${a.lastname}`.trim();

export function toOrderSummary(o: OrderSummaryFieldsFragment): OrderSummary {
  return {
    number: o.number,
    date: o.order_date,
    status: orderStatus(o.status),
    shipTo: o.shipping_address ? fullName(o.shipping_address) : null,
    total: toMoney(o.total?.grand_total),
  };
}

function toAddress(a: Address | null | undefined): PostalAddress | null {
  if (!a) return null;
  return {
    name: fullName(a),
    company: a.company || null,
    street: a.street.filter((line): line is string => Boolean(line)),
    city: a.city,
    region: a.region || null,
    postcode: a.postcode || null,
    countryCode: a.country_code ?? null,
    telephone: phoneForDisplay(a.telephone, a.country_code) || null,
  };
}

const present = <T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null && x !== undefined);

function toInvoices(o: Documents): OrderInvoice[] {
  return present(o.invoices).map((inv) => ({
    number: inv.number,
    date: inv.created_at,
    total: toMoney(inv.total?.grand_total),
    lines: present(inv.items).map((i) => ({
      name: i.product_name ?? i.product_sku,
      sku: i.product_sku,
      qty: i.quantity_invoiced ?? 0,
    })),
  }));
}

function toShipments(o: Documents): OrderShipmentView[] {
  return present(o.shipments).map((s) => ({
    number: s.number,
    date: s.created_at,
    tracking: present(s.tracking).flatMap((t) =>
      t.number ? [{ carrier: t.title, number: t.number, url: webAddress(t.url) }] : [],
    ),
    lines: present(s.items).map((i) => ({
      name: i.product_name ?? i.product_sku,
      sku: i.product_sku,
      qty: i.quantity_shipped,
    })),
  }));
}

function toRefunds(o: Documents): OrderRefund[] {
  return present(o.credit_memos).map((memo) => ({
    number: memo.number,
    date: memo.created_at ?? "",
    total: toMoney(memo.total?.grand_total),
    shipping: memo.total?.total_shipping?.value ? toMoney(memo.total.total_shipping) : null,
    lines: present(memo.items).map((i) => ({
      name: i.product_name ?? i.product_sku,
      sku: i.product_sku,
      qty: i.quantity_refunded ?? 0,
    })),
  }));
}

/**
 * The billing address the shopper is shown: none for a collection that asked for none ("my
 * delivery details"), whose order carries the collection point's address as its billing address.
 */
function shownBillingAddress(
  shippingMethod: string | null,
  shipping: PostalAddress | null,
  billing: PostalAddress | null,
): PostalAddress | null {
  if (!billing || !shipping || !isCollectionMethod(shippingMethod)) return billing;
  const place = (a: PostalAddress) =>
    JSON.stringify([a.company, a.street, a.city, a.region, a.postcode, a.countryCode]);
  return place(billing) === place(shipping) ? null : billing;
}

export function toOrderDetail(o: OrderDetailFieldsFragment & OrderSummaryFieldsFragment): OrderDetail {
  return {
    ...toOrderSummary(o),
    email: o.email ?? null,
    lines: present(o.items).map((i) => ({
      id: i.id,
      name: i.product_name ?? i.product_sku,
      sku: i.product_sku,
      urlKey: i.product_url_key || null,
      product: null,
      price: toMoney(i.product_sale_price),
      options: [
        ...present(i.selected_options),
        // A bundle's choices read as its options: "Creatine: 1 × Creatine Monohydrate 250g".
        ...("bundle_options" in i
          ? present(i.bundle_options).map((b) => ({
              label: b.label,
              value: present(b.values)
                .map((v) => `${v.quantity} × ${v.product_name}`)
                .join(", "),
            }))
          : []),
      ],
      ordered: i.quantity_ordered ?? 0,
      invoiced: i.quantity_invoiced ?? 0,
      shipped: i.quantity_shipped ?? 0,
      canceled: i.quantity_canceled ?? 0,
      refunded: i.quantity_refunded ?? 0,
    })),
    totals: {
      subtotal: toMoney(o.total?.subtotal),
      discounts: present(o.total?.discounts).map((d) => ({
        label: d.label,
        couponCode: d.coupon?.code ?? null,
        amount: toMoney(d.amount),
      })),
      points: o.total?.rewardpoints_quantity
        ? { points: o.total.rewardpoints_quantity, amount: toMoney(o.total.rewardpoints) }
        : null,
      shipping: toMoney(o.total?.total_shipping),
      taxes: present(o.total?.taxes).map((t) => ({ title: t.title, amount: toMoney(t.amount) })),
      grandTotal: toMoney(o.total?.grand_total),
    },
    pointsGathered: o.rewardpoints_gathered,
    pointsCanceled: o.rewardpoints_canceled ?? 0,
    shippingAddress: toAddress(o.shipping_address),
    billingAddress: shownBillingAddress(
      o.shipping_method ?? null,
      toAddress(o.shipping_address),
      toAddress(o.billing_address),
    ),
    paymentMethods: present(o.payment_methods).map((p) => ({
      name: p.name,
      type: p.type,
      // A bank transfer's payee, account and reference, as the backend's payment configuration gave them.
      details: present(p.additional_data).flatMap((d) => (d.name && d.value ? [{ name: d.name, value: d.value }] : [])),
    })),
    shippingMethod: o.shipping_method ?? null,
    invoices: toInvoices(o),
    shipments: toShipments(o),
    refunds: toRefunds(o),
  };
}

export interface OrderHistoryPage {
  orders: OrderSummary[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/**
 * Whether the customer has placed orders in another of the shop's stores. Asked where this store
 * lists none: "you have not placed any orders yet" would be untrue for them.
 */
export async function hasOrdersElsewhere(ctx: CommerceRequestContext): Promise<boolean> {
  const { data } = await commerceRequest(ctx, CUSTOMER_ORDERS_EVERYWHERE_CORE_QUERY);
  return (data.customer?.orders?.total_count ?? 0) > 0;
}

export async function orderHistory(
  ctx: CommerceRequestContext,
  currentPage: number,
  pageSize: number,
): Promise<OrderHistoryPage> {
  const { data } = await commerceRequest(ctx, CUSTOMER_ORDERS_QUERY, { currentPage, pageSize });
  const orders = data.customer?.orders;
  return {
    orders: present(orders?.items).map(toOrderSummary),
    currentPage,
    totalPages: orders?.page_info?.total_pages ?? 0,
    totalCount: orders?.total_count ?? 0,
  };
}

/**
 * A stock Magento's order in the extended shape: no points, invoices, shipments and refunds without
 * a date (Magento's own types have none; an empty date is not shown), tracking without a page.
 */
export function fromCoreOrder(
  o: OrderDetailCoreFieldsFragment,
): OrderDetailFieldsFragment & OrderSummaryFieldsFragment {
  return {
    ...o,
    rewardpoints_gathered: 0,
    rewardpoints_canceled: 0,
    invoices: o.invoices.map((invoice) => invoice && { ...invoice, created_at: "" }),
    shipments:
      o.shipments?.map(
        (shipment) =>
          shipment && {
            ...shipment,
            created_at: "",
            tracking: shipment.tracking?.map((track) => track && { ...track, url: null }) ?? null,
          },
      ) ?? null,
    credit_memos: o.credit_memos?.map((memo) => memo && { ...memo, created_at: null }) ?? null,
    total: o.total && { ...o.total, rewardpoints: null, rewardpoints_quantity: 0 },
  };
}

async function readOrders(ctx: CommerceRequestContext, number: string) {
  if (await speaksExtensions(ctx))
    return present((await commerceRequest(ctx, CUSTOMER_ORDER_QUERY, { number })).data.customer?.orders?.items);
  const { data } = await commerceRequest(ctx, CUSTOMER_ORDER_CORE_QUERY, { number });
  return present(data.customer?.orders?.items).map(fromCoreOrder);
}

/** The customer's own order of that number; null when there is none (another's is none). */
export async function customerOrder(ctx: CommerceRequestContext, number: string): Promise<OrderDetail | null> {
  const order = (await readOrders(ctx, number)).find((o) => o.number === number);
  return order ? toOrderDetail(order) : null;
}

/** Orders read per call while gathering documents, and the most calls one page makes. */
const DOCUMENT_PAGE_SIZE = 50;
const MAX_DOCUMENT_PAGES = 20;

/** Every invoice and shipment of the customer's orders, newest first, each with its order's refunds. */
export async function salesDocuments(
  ctx: CommerceRequestContext,
): Promise<{ invoices: CustomerInvoice[]; shipments: CustomerShipment[] }> {
  const invoices: CustomerInvoice[] = [];
  const shipments: CustomerShipment[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= MAX_DOCUMENT_PAGES; page++) {
    const { data } = await commerceRequest(ctx, CUSTOMER_SALES_DOCUMENTS_QUERY, {
      currentPage: page,
      pageSize: DOCUMENT_PAGE_SIZE,
    });
    const orders = data.customer?.orders;
    pages = orders?.page_info?.total_pages ?? 1;
    for (const o of present(orders?.items)) {
      const orderRefunds = toRefunds(o);
      const orderInvoices = toInvoices(o);
      const order = {
        orderNumber: o.number,
        orderRefunds,
        orderRefundedInFull: refundedInFull(orderInvoices, orderRefunds),
      };
      invoices.push(...orderInvoices.map((inv) => ({ ...inv, ...order })));
      shipments.push(...toShipments(o).map((s) => ({ ...s, ...order })));
    }
  }
  return { invoices: invoices.sort(newestFirst), shipments: shipments.sort(newestFirst) };
}
