// The sales tables (migration 1, plus the invoice totals of migration 10 and the credit memos of
// migration 56): orders with their items, invoices, shipments and credit memos. One set of writes,
// createOrder / invoice / ship / cancel / refund, is used by the demo seed and is the one checkout
// and the owner use, so seeded orders and placed ones can never differ in shape (ADR 0025).
import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";
import { round2, vatIn } from "../shared/money.js";
import { creditMemoTotals, type DocumentTotals } from "./credit-memo-totals.js";

/** Magento's order states; the customer sees their labels (service.ts ORDER_STATUS_LABELS). */
export type OrderStatus = "pending" | "processing" | "complete" | "canceled" | "closed" | "holded";

/** A postal address as the order keeps it (a copy: later address book changes do not touch it). */
export interface OrderAddressData {
  firstname: string;
  lastname: string;
  street: string[];
  /** kept apart where the checkout asked for it apart (an extension of the cart's address) */
  house_number?: string | null;
  city: string;
  postcode: string;
  country_code: string;
  region?: string | null;
  company?: string | null;
  telephone?: string | null;
}

export interface OrderItemOptionData {
  label: string;
  value: string;
}

export interface NewOrderItem {
  sku: string;
  name: string;
  product_type: "simple" | "configurable" | "bundle" | "virtual";
  /** unit price in the order's currency, as the shop shows it (VAT included) */
  price: number;
  qty: number;
  /** configurable: the chosen flavour and size; a bundle's child: its option title (label) */
  options?: OrderItemOptionData[];
  /** a bundle's selections (each with its option title in options[0].label) */
  children?: NewOrderItem[];
}

export interface NewOrder {
  store_code: string;
  customer_id: number | null;
  email: string;
  currency: string;
  items: NewOrderItem[];
  shipping_amount: number;
  discount_amount?: number;
  /**
   * The cart's collected totals when an order is placed from one: kept as they are, so the order says
   * what the shopper agreed to pay. Without them (the demo seed) they are summed from the items.
   */
  subtotal?: number;
  grand_total?: number;
  coupon_code?: string | null;
  /** the VAT rate of the destination (0.2): the VAT included in the grand total is computed from it */
  vat_rate: number;
  points_gathered?: number;
  payment_method: string;
  /** Magento's shipping description: "<carrier title> - <method title>" */
  shipping_method: string | null;
  shipping_address: OrderAddressData;
  billing_address: OrderAddressData;
  created_at: string;
  cart_id?: number | null;
  /** a fixed number (the seed's); otherwise the next of the sequence */
  increment_id?: string;
  token?: string;
}

export interface OrderRow {
  id: number;
  increment_id: string;
  store_code: string;
  customer_id: number | null;
  email: string;
  status: OrderStatus;
  currency: string;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
  points_gathered: number;
  payment_method: string;
  shipping_method: string | null;
  shipping_address: string;
  billing_address: string;
  coupon_code: string | null;
  token: string;
  created_at: string;
  /** the payment's title as the method gave it when the order was placed (migration 16; null for older orders) */
  payment_title?: string | null;
  /** the payment's facts (JSON; migration 16): a card's brand and last 4, a bank transfer's payee and account */
  payment_additional?: string | null;
  /** points spent on the order and what they took off it (migrations 16 and 20; 0 for older orders) */
  points_spent?: number;
  points_amount?: number;
  /** the store view's VAT label and rate (joined) */
  vat_label: string;
  vat_rate: number;
  base_currency: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  parent_item_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  price: number;
  row_total: number;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_refunded: number;
  qty_canceled: number;
  options: string | null;
}

export interface InvoiceRow {
  id: number;
  increment_id: string;
  order_id: number;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
  created_at: string;
}

/** A refund (Magento's credit memo): what was paid back, in the order's currency. */
export interface CreditMemoRow {
  id: number;
  increment_id: string;
  order_id: number;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
  /** null for a refund made before credit memos were kept, on a day nothing recorded (migration 56) */
  created_at: string | null;
}

export interface ShipmentRow {
  id: number;
  increment_id: string;
  order_id: number;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
}

export interface DocumentItemRow {
  document_id: number;
  order_item_id: number;
  qty: number;
}

export type OrderScope = "GLOBAL" | "WEBSITE" | "STORE";

export interface OrderListQuery {
  customerId: number;
  scope: OrderScope;
  storeCode: string;
  websiteId: number;
  /** exact order numbers (Magento's filter.number.eq / in) */
  numbers?: string[];
  /** an order number containing this (filter.number.match) */
  match?: string;
  sortField: "NUMBER" | "CREATED_AT";
  sortDirection: "ASC" | "DESC";
  pageSize: number;
  currentPage: number;
}

/** Magento's increment ids: nine digits, zero padded. */
export const incrementId = (n: number) => String(n).padStart(9, "0");

export function createSalesRepository(db: Database) {
  const nextNumber = (table: "orders" | "invoices" | "shipments" | "credit_memos") =>
    incrementId(
      (
        db.prepare(`SELECT COALESCE(MAX(CAST(increment_id AS INTEGER)), 0) + 1 AS n FROM ${table}`).get() as {
          n: number;
        }
      ).n,
    );

  const insertOrder = db.prepare(`INSERT INTO orders (increment_id, store_code, cart_id, customer_id, email, status,
    currency, subtotal, shipping_amount, discount_amount, tax_amount, grand_total, points_gathered, payment_method,
    shipping_method, shipping_address, billing_address, coupon_code, token, created_at)
    VALUES (@increment_id, @store_code, @cart_id, @customer_id, @email, 'pending', @currency, @subtotal,
    @shipping_amount, @discount_amount, @tax_amount, @grand_total, @points_gathered, @payment_method,
    @shipping_method, @shipping_address, @billing_address, @coupon_code, @token, @created_at)`);
  const insertItem = db.prepare(`INSERT INTO order_items (order_id, parent_item_id, sku, name, product_type, price,
    row_total, qty_ordered, options, product_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM products WHERE sku = ?))`);
  const orderById = db.prepare(`SELECT o.*, s.vat_label, s.vat_rate, s.base_currency FROM orders o
    JOIN store_views s ON s.code = o.store_code WHERE o.id = ?`);
  const itemsOfOrder = db.prepare("SELECT * FROM order_items WHERE order_id = ? ORDER BY id");
  const setStatus = db.prepare("UPDATE orders SET status = ? WHERE id = ?");
  const insertInvoice = db.prepare(`INSERT INTO invoices (increment_id, order_id, subtotal, shipping_amount,
    discount_amount, tax_amount, grand_total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertInvoiceItem = db.prepare("INSERT INTO invoice_items (invoice_id, order_item_id, qty) VALUES (?, ?, ?)");
  const addInvoiced = db.prepare("UPDATE order_items SET qty_invoiced = qty_invoiced + ? WHERE id = ?");
  const insertShipment = db.prepare(`INSERT INTO shipments (increment_id, order_id, carrier, tracking_number,
    created_at) VALUES (?, ?, ?, ?, ?)`);
  const insertShipmentItem = db.prepare(
    "INSERT INTO shipment_items (shipment_id, order_item_id, qty) VALUES (?, ?, ?)",
  );
  const addShipped = db.prepare("UPDATE order_items SET qty_shipped = qty_shipped + ? WHERE id = ?");
  const cancelRest = db.prepare("UPDATE order_items SET qty_canceled = qty_ordered - qty_invoiced WHERE order_id = ?");
  const invoicedCount = db.prepare("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?");
  const orderOfCart = db.prepare(
    "SELECT id, increment_id, token, customer_id FROM orders WHERE cart_id = ? ORDER BY id LIMIT 1",
  );
  const guestOrderByToken = db.prepare(
    "SELECT id, email, store_code, status, points_gathered FROM orders WHERE token = ? AND customer_id IS NULL",
  );
  const giveOrderTo = db.prepare("UPDATE orders SET customer_id = ? WHERE id = ? AND customer_id IS NULL");
  const setPaymentRecord = db.prepare(
    "UPDATE orders SET payment_title = ?, payment_additional = ?, points_spent = ?, points_amount = ? WHERE id = ?",
  );
  const ordersOfCustomer = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?");
  const closedOrdersOfCustomer = db.prepare(
    "SELECT id FROM orders WHERE customer_id = ? AND status IN ('canceled', 'closed') ORDER BY id",
  );
  const orderIdByNumber = db.prepare("SELECT id FROM orders WHERE increment_id = ? AND store_code = ?");

  function order(id: number): OrderRow {
    const row = orderById.get(id) as OrderRow | undefined;
    if (!row) throw new Error(`No order ${id}`);
    return row;
  }

  /** Units refunded count as done for shipping, never for invoicing. */
  const unshippable = (i: OrderItemRow, key: "qty_invoiced" | "qty_shipped") =>
    key === "qty_shipped" ? i.qty_refunded : 0;

  /**
   * What the order's invoices took and its credit memos paid back, each total summed. Prepared at
   * the call: older migrations' seeds build this repository before migration 56 made the credit
   * memo tables.
   */
  function documentSums(orderId: number): { paid: DocumentTotals; returned: DocumentTotals } {
    const sum = (table: "invoices" | "credit_memos") =>
      db
        .prepare(
          `SELECT COALESCE(SUM(subtotal), 0) AS subtotal, COALESCE(SUM(shipping_amount), 0) AS shipping_amount,
            COALESCE(SUM(discount_amount), 0) AS discount_amount, COALESCE(SUM(tax_amount), 0) AS tax_amount,
            COALESCE(SUM(grand_total), 0) AS grand_total FROM ${table} WHERE order_id = ?`,
        )
        .get(orderId) as DocumentTotals;
    return { paid: sum("invoices"), returned: sum("credit_memos") };
  }

  /**
   * What is left of each item to invoice or to ship, top-level items and bundle selections alike.
   * A refunded unit is not shipped any more (Magento's qty to ship leaves out the refunded).
   */
  function remaining(orderId: number, key: "qty_invoiced" | "qty_shipped") {
    return (itemsOfOrder.all(orderId) as OrderItemRow[])
      .map((i) => ({ orderItemId: i.id, qty: i.qty_ordered - i.qty_canceled - i[key] - unshippable(i, key) }))
      .filter((i) => i.qty > 0);
  }

  /** The status an order comes to after an invoice or a shipment (Magento's state machine, simplified). */
  function settle(orderId: number) {
    const items = itemsOfOrder.all(orderId) as OrderItemRow[];
    const open = items.filter((i) => i.qty_ordered > i.qty_canceled);
    const all = (key: "qty_invoiced" | "qty_shipped") =>
      open.every((i) => i[key] >= i.qty_ordered - i.qty_canceled - unshippable(i, key));
    const some = (key: "qty_invoiced" | "qty_shipped") => open.some((i) => i[key] > 0);
    const status: OrderStatus =
      open.length > 0 && all("qty_invoiced") && all("qty_shipped")
        ? "complete"
        : some("qty_invoiced") || some("qty_shipped")
          ? "processing"
          : "pending";
    setStatus.run(status, orderId);
  }

  return {
    order,

    /** The order placed from a cart, if any (orders.cart_id is unique). */
    orderOfCart: (cartId: number) =>
      orderOfCart.get(cartId) as
        { id: number; increment_id: string; token: string; customer_id: number | null } | undefined,

    /** An order of a store view by its number (Magento's increment_id), whoever placed it. */
    orderByNumber(storeCode: string, number: string): OrderRow | undefined {
      const row = orderIdByNumber.get(number, storeCode) as { id: number } | undefined;
      return row ? order(row.id) : undefined;
    },

    /** A guest's order by its token; a customer's order is never found so. */
    guestOrderByToken: (token: string) =>
      guestOrderByToken.get(token) as
        Pick<OrderRow, "id" | "email" | "store_code" | "status" | "points_gathered"> | undefined,

    /** A guest's order becomes the customer's; false when it already had a customer. */
    giveGuestOrderTo(orderId: number, customerId: number): boolean {
      return giveOrderTo.run(customerId, orderId).changes > 0;
    },

    /** What the payment method recorded, and the points spent on the order. */
    recordPayment(
      orderId: number,
      payment: { title: string; additional: Record<string, string>; pointsSpent: number; pointsAmount: number },
    ): void {
      setPaymentRecord.run(
        payment.title,
        JSON.stringify(payment.additional),
        payment.pointsSpent,
        payment.pointsAmount,
        orderId,
      );
    },

    orderCountOf: (customerId: number): number => (ordersOfCustomer.get(customerId) as { n: number }).n,
    /** The customer's cancelled and refunded orders. */
    closedOrderIdsOf: (customerId: number): number[] => closedOrdersOfCustomer.pluck().all(customerId) as number[],

    /**
     * Places an order (status pending, nothing invoiced): totals from the items, the discount and
     * delivery; the VAT included in them from the destination's rate. Answers the order's id.
     */
    createOrder(input: NewOrder): number {
      return db.transaction(() => {
        const subtotal = round2(input.subtotal ?? input.items.reduce((sum, i) => sum + i.price * i.qty, 0));
        const discount = round2(input.discount_amount ?? 0);
        const grand = round2(input.grand_total ?? Math.max(0, subtotal - discount + input.shipping_amount));
        const orderId = Number(
          insertOrder.run({
            increment_id: input.increment_id ?? nextNumber("orders"),
            store_code: input.store_code,
            cart_id: input.cart_id ?? null,
            customer_id: input.customer_id,
            email: input.email,
            currency: input.currency,
            subtotal,
            shipping_amount: round2(input.shipping_amount),
            discount_amount: discount,
            tax_amount: vatIn(grand, input.vat_rate),
            grand_total: grand,
            points_gathered: input.points_gathered ?? 0,
            payment_method: input.payment_method,
            shipping_method: input.shipping_method,
            shipping_address: JSON.stringify(input.shipping_address),
            billing_address: JSON.stringify(input.billing_address),
            coupon_code: input.coupon_code ?? null,
            token: input.token ?? randomUUID(),
            created_at: input.created_at,
          }).lastInsertRowid,
        );
        const add = (item: NewOrderItem, parent: number | null) => {
          const id = Number(
            insertItem.run(
              orderId,
              parent,
              item.sku,
              item.name,
              item.product_type,
              item.price,
              round2(item.price * item.qty),
              item.qty,
              item.options?.length ? JSON.stringify(item.options) : null,
              item.sku,
            ).lastInsertRowid,
          );
          for (const child of item.children ?? []) add({ ...child, qty: child.qty * item.qty }, id);
        };
        for (const item of input.items) add(item, null);
        return orderId;
      })();
    },

    /**
     * Invoices what is left to invoice (or the given quantities). The first invoice carries the
     * delivery; amounts are the items' share of the order's.
     */
    invoice(orderId: number, createdAt: string, items?: Array<{ orderItemId: number; qty: number }>): number {
      return db.transaction(() => {
        const o = order(orderId);
        const lines = items ?? remaining(orderId, "qty_invoiced");
        const byId = new Map((itemsOfOrder.all(orderId) as OrderItemRow[]).map((i) => [i.id, i]));
        // Bundle selections are priced in their bundle: only top-level items count towards amounts.
        const subtotal = round2(
          lines.reduce((sum, l) => {
            const item = byId.get(l.orderItemId);
            return item && item.parent_item_id === null ? sum + item.price * l.qty : sum;
          }, 0),
        );
        const share = o.subtotal > 0 ? subtotal / o.subtotal : 0;
        const first = (invoicedCount.get(orderId) as { n: number }).n === 0;
        const shipping = first ? o.shipping_amount : 0;
        const discount = round2(o.discount_amount * share);
        const grand = round2(Math.max(0, subtotal - discount + shipping));
        const invoiceId = Number(
          insertInvoice.run(
            nextNumber("invoices"),
            orderId,
            subtotal,
            shipping,
            discount,
            vatIn(grand, o.vat_rate),
            grand,
            createdAt,
          ).lastInsertRowid,
        );
        for (const l of lines) {
          insertInvoiceItem.run(invoiceId, l.orderItemId, l.qty);
          addInvoiced.run(l.qty, l.orderItemId);
        }
        settle(orderId);
        return invoiceId;
      })();
    },

    /** Ships what is left to ship (or the given quantities) with one tracking number. */
    ship(
      orderId: number,
      createdAt: string,
      tracking: { carrier: string; number: string } | null,
      items?: Array<{ orderItemId: number; qty: number }>,
    ): number {
      return db.transaction(() => {
        const lines = items ?? remaining(orderId, "qty_shipped");
        const shipmentId = Number(
          insertShipment.run(
            nextNumber("shipments"),
            orderId,
            tracking?.carrier ?? null,
            tracking?.number ?? null,
            createdAt,
          ).lastInsertRowid,
        );
        for (const l of lines) {
          insertShipmentItem.run(shipmentId, l.orderItemId, l.qty);
          addShipped.run(l.qty, l.orderItemId);
        }
        settle(orderId);
        return shipmentId;
      })();
    },

    /** Cancels what was not invoiced. */
    cancel(orderId: number): void {
      db.transaction(() => {
        cancelRest.run(orderId);
        setStatus.run("canceled", orderId);
      })();
    },

    /**
     * What is left to refund of an order: each item's invoiced quantity not yet refunded, and the
     * shipping the invoices took less what credit memos paid back.
     */
    refundable(orderId: number): { items: Array<{ item: OrderItemRow; qty: number }>; shipping: number } {
      const { paid, returned } = documentSums(orderId);
      return {
        items: (itemsOfOrder.all(orderId) as OrderItemRow[])
          .map((item) => ({ item, qty: item.qty_invoiced - item.qty_refunded }))
          .filter((line) => line.qty > 0),
        shipping: round2(paid.shipping_amount - returned.shipping_amount),
      };
    },

    /**
     * Refunds with one credit memo: everything invoiced and not yet refunded, or `part` of it (top-
     * level items' quantities, a bundle's selections following their bundle, and an amount of
     * shipping; the caller checks they are refundable). Amounts: creditMemoTotals. The order is
     * closed once nothing is left to refund; before, it keeps its status, or becomes complete when
     * what it still has to ship was all refunded.
     */
    refund(
      orderId: number,
      createdAt: string,
      part?: { items: Array<{ orderItemId: number; qty: number }>; shipping: number },
    ): CreditMemoRow {
      return db.transaction(() => {
        const o = order(orderId);
        const items = itemsOfOrder.all(orderId) as OrderItemRow[];
        const { paid, returned } = documentSums(orderId);
        const rest = (key: keyof DocumentTotals) => round2(paid[key] - returned[key]);
        const left: DocumentTotals = {
          subtotal: rest("subtotal"),
          shipping_amount: rest("shipping_amount"),
          discount_amount: rest("discount_amount"),
          tax_amount: rest("tax_amount"),
          grand_total: rest("grand_total"),
        };
        const asked = new Map<number, number>();
        for (const line of part?.items ??
          items
            .filter((i) => i.parent_item_id === null)
            .map((i) => ({ orderItemId: i.id, qty: i.qty_invoiced - i.qty_refunded })))
          if (line.qty > 0) asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.qty);
        // A bundle's selections go back with their bundle, in the bundle's proportion.
        const byId = new Map(items.map((i) => [i.id, i]));
        const lines = new Map(asked);
        for (const child of items)
          if (child.parent_item_id !== null && asked.has(child.parent_item_id)) {
            const parent = byId.get(child.parent_item_id)!;
            const qty = Math.min(
              (asked.get(parent.id)! * child.qty_ordered) / parent.qty_ordered,
              child.qty_invoiced - child.qty_refunded,
            );
            if (qty > 0) lines.set(child.id, qty);
          }
        const goods = [...asked].reduce((sum, [id, qty]) => sum + (byId.get(id)?.price ?? 0) * qty, 0);
        const lastGoods = items.every((i) => i.qty_invoiced - i.qty_refunded <= (lines.get(i.id) ?? 0));
        const totals = creditMemoTotals({
          order: o,
          left,
          goods,
          lastGoods,
          shipping: part ? part.shipping : left.shipping_amount,
        });
        const memoId = Number(
          db
            .prepare(
              `INSERT INTO credit_memos (increment_id, order_id, subtotal, shipping_amount, discount_amount,
                tax_amount, grand_total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              nextNumber("credit_memos"),
              orderId,
              totals.subtotal,
              totals.shipping_amount,
              totals.discount_amount,
              totals.tax_amount,
              totals.grand_total,
              createdAt,
            ).lastInsertRowid,
        );
        const insertMemoItem = db.prepare(
          "INSERT INTO credit_memo_items (credit_memo_id, order_item_id, qty) VALUES (?, ?, ?)",
        );
        const addRefunded = db.prepare("UPDATE order_items SET qty_refunded = qty_refunded + ? WHERE id = ?");
        for (const item of items) {
          const qty = lines.get(item.id);
          if (!qty) continue;
          insertMemoItem.run(memoId, item.id, qty);
          addRefunded.run(qty, item.id);
        }
        const everything = lastGoods && totals.shipping_amount >= left.shipping_amount;
        if (everything) setStatus.run("closed", orderId);
        else if (o.status === "processing") settle(orderId);
        return db.prepare("SELECT * FROM credit_memos WHERE id = ?").get(memoId) as CreditMemoRow;
      })();
    },

    hold(orderId: number): void {
      setStatus.run("holded", orderId);
    },

    itemsOf: (orderId: number) => itemsOfOrder.all(orderId) as OrderItemRow[],

    /** One page of a customer's orders in a scope, and how many there are in all. */
    list(q: OrderListQuery): { rows: OrderRow[]; total: number } {
      const where = ["o.customer_id = @customerId"];
      if (q.scope === "WEBSITE") where.push("s.website_id = @websiteId");
      if (q.scope === "STORE") where.push("s.code = @storeCode");
      const params: Record<string, unknown> = {
        customerId: q.customerId,
        websiteId: q.websiteId,
        storeCode: q.storeCode,
      };
      if (q.numbers) {
        q.numbers.forEach((n, i) => (params[`n${i}`] = n));
        where.push(q.numbers.length ? `o.increment_id IN (${q.numbers.map((_, i) => `@n${i}`).join(", ")})` : "0");
      }
      if (q.match !== undefined) {
        params.match = `%${q.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push("o.increment_id LIKE @match ESCAPE '\\'");
      }
      const from = `FROM orders o JOIN store_views s ON s.code = o.store_code WHERE ${where.join(" AND ")}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(params) as { n: number }).n;
      const column = q.sortField === "NUMBER" ? "o.increment_id" : "o.created_at";
      const direction = q.sortDirection === "ASC" ? "ASC" : "DESC";
      const rows = db
        .prepare(
          `SELECT o.*, s.vat_label, s.vat_rate, s.base_currency ${from}
           ORDER BY ${column} ${direction}, o.id ${direction} LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: q.pageSize, offset: (q.currentPage - 1) * q.pageSize }) as OrderRow[];
      return { rows, total };
    },

    invoicesOf: (orderId: number) =>
      db.prepare("SELECT * FROM invoices WHERE order_id = ? ORDER BY id").all(orderId) as InvoiceRow[],
    invoiceItemsOf: (invoiceId: number) =>
      db
        .prepare("SELECT invoice_id AS document_id, order_item_id, qty FROM invoice_items WHERE invoice_id = ?")
        .all(invoiceId) as DocumentItemRow[],
    creditMemosOf: (orderId: number) =>
      db.prepare("SELECT * FROM credit_memos WHERE order_id = ? ORDER BY id").all(orderId) as CreditMemoRow[],
    creditMemoItemsOf: (creditMemoId: number) =>
      db
        .prepare(
          "SELECT credit_memo_id AS document_id, order_item_id, qty FROM credit_memo_items WHERE credit_memo_id = ?",
        )
        .all(creditMemoId) as DocumentItemRow[],
    shipmentsOf: (orderId: number) =>
      db.prepare("SELECT * FROM shipments WHERE order_id = ? ORDER BY id").all(orderId) as ShipmentRow[],
    shipmentItemsOf: (shipmentId: number) =>
      db
        .prepare("SELECT shipment_id AS document_id, order_item_id, qty FROM shipment_items WHERE shipment_id = ?")
        .all(shipmentId) as DocumentItemRow[],
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;

export interface AdminOrderRow {
  id: number;
  increment_id: string;
  store_code: string;
  email: string;
  status: string;
  currency: string;
  grand_total: number;
  payment_method: string;
  shipping_method: string | null;
  shipping_address: string;
  created_at: string;
  customer_id: number | null;
}

/** Every customer's orders with their invoices and shipments, for the owner's command line. */
export function createOrderAdminRepository(db: Database) {
  const orderColumns = `o.id, o.increment_id, o.store_code, o.email, o.status, o.currency, o.grand_total,
    o.payment_method, o.shipping_method, o.shipping_address, o.created_at, o.customer_id`;
  const orderByNumber = db.prepare(`SELECT ${orderColumns} FROM orders o WHERE o.increment_id = ?`);
  const orders = db.prepare(
    `SELECT ${orderColumns} FROM orders o WHERE (@status IS NULL OR o.status = @status)
     ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
  );
  const shipmentsOf = db.prepare(
    "SELECT increment_id, carrier, tracking_number, created_at FROM shipments WHERE order_id = ? ORDER BY id",
  );
  const invoicesOf = db.prepare(
    "SELECT increment_id, grand_total, created_at FROM invoices WHERE order_id = ? ORDER BY id",
  );

  return {
    orderByNumber: (number: string) => orderByNumber.get(number) as AdminOrderRow | undefined,
    orders: (status: string | null, limit: number) => orders.all({ status, limit }) as AdminOrderRow[],
    shipmentsOf: (orderId: number) =>
      shipmentsOf.all(orderId) as Array<{
        increment_id: string;
        carrier: string | null;
        tracking_number: string | null;
        created_at: string;
      }>,
    invoicesOf: (orderId: number) =>
      invoicesOf.all(orderId) as Array<{ increment_id: string; grand_total: number; created_at: string }>,
  };
}
