// The SQL behind the owner's command line that no storefront-facing repository has: orders of every
// customer, reviews awaiting a decision, stock and prices by SKU, coupons with their own rule, and
// the customer list.
import type { Database } from "better-sqlite3";

export interface OwnerOrderRow {
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

export interface PendingReviewRow {
  id: number;
  sku: string;
  store_code: string;
  nickname: string;
  summary: string;
  rating: number;
  status: string;
  created_at: string;
}

export interface CouponUseRow {
  email: string;
  times_used: number;
}

export interface NewCoupon {
  code: string;
  name: string;
  action: "by_percent" | "cart_fixed";
  amount: number;
  fromDate: string | null;
  toDate: string | null;
  usesPerCoupon: number | null;
  usesPerCustomer: number | null;
  minSubtotal: number | null;
}

export function createOwnerRepository(db: Database) {
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
  const reviewsWithStatus = db.prepare(
    `SELECT r.id, p.sku, r.store_code, r.nickname, r.summary, r.rating, r.status, r.created_at
     FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.status = ? ORDER BY r.created_at, r.id LIMIT ?`,
  );
  const reviewById = db.prepare(
    `SELECT r.id, p.sku, r.store_code, r.nickname, r.summary, r.rating, r.status, r.created_at
     FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?`,
  );
  const setReviewStatus = db.prepare("UPDATE reviews SET status = ? WHERE id = ?");
  const productBySku = db.prepare("SELECT id, sku, type_id FROM products WHERE sku = ?");
  const setStock = db.prepare("UPDATE stock SET qty = @qty, is_in_stock = @inStock WHERE product_id = @id");
  const insertStock = db.prepare(
    "INSERT OR IGNORE INTO stock (product_id, qty, is_in_stock, manage_stock) VALUES (?, 0, 0, 1)",
  );
  const currencies = db.prepare("SELECT DISTINCT base_currency AS currency FROM store_views ORDER BY 1");
  const setPrice = db.prepare(
    `INSERT INTO product_prices (product_id, currency, price) VALUES (@id, @currency, @price)
     ON CONFLICT (product_id, currency) DO UPDATE SET price = excluded.price`,
  );
  const touchProduct = db.prepare("UPDATE products SET updated_at = ? WHERE id = ?");
  const couponByCode = db.prepare(
    `SELECT c.id, c.code, c.rule_id, c.times_used, c.usage_limit, r.is_active, r.name, r.simple_action, r.discount_amount
     FROM sales_rule_coupons c JOIN sales_rules r ON r.id = c.rule_id WHERE c.code = ?`,
  );
  const insertRule = db.prepare(
    `INSERT INTO sales_rules (name, is_active, from_date, to_date, coupon_type, simple_action, discount_amount,
       min_subtotal, uses_per_coupon, uses_per_customer)
     VALUES (@name, 1, @fromDate, @toDate, 'specific', @action, @amount, @minSubtotal, @usesPerCoupon, @usesPerCustomer)`,
  );
  const insertCoupon = db.prepare(
    "INSERT INTO sales_rule_coupons (rule_id, code, usage_limit, usage_per_customer) VALUES (?, ?, ?, ?)",
  );
  const insertLabel = db.prepare("INSERT INTO sales_rule_labels (rule_id, store_code, label) VALUES (?, ?, ?)");
  const storeCodes = db.prepare("SELECT code FROM store_views ORDER BY code");
  const disableRule = db.prepare("UPDATE sales_rules SET is_active = 0 WHERE id = ?");
  const couponUses = db.prepare(
    `SELECT c.email, u.times_used FROM sales_rule_coupon_usage u JOIN customers c ON c.id = u.customer_id
     WHERE u.coupon_id = ? ORDER BY u.times_used DESC, c.email`,
  );
  const ordersWithCoupon = db.prepare(
    "SELECT increment_id, email, grand_total, currency, created_at FROM orders WHERE coupon_code = ? COLLATE NOCASE ORDER BY id",
  );
  const customers = db.prepare(
    `SELECT id, email, firstname, lastname, store_code, created_at FROM customers
     WHERE @match IS NULL OR email LIKE @match ESCAPE '\\' OR lastname LIKE @match ESCAPE '\\'
     ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const customerByEmail = db.prepare(
    "SELECT id, email, firstname, lastname, store_code FROM customers WHERE email = ? COLLATE NOCASE",
  );

  return {
    orderByNumber: (number: string) => orderByNumber.get(number) as OwnerOrderRow | undefined,
    orders: (status: string | null, limit: number) => orders.all({ status, limit }) as OwnerOrderRow[],
    shipmentsOf: (orderId: number) =>
      shipmentsOf.all(orderId) as Array<{
        increment_id: string;
        carrier: string | null;
        tracking_number: string | null;
        created_at: string;
      }>,
    invoicesOf: (orderId: number) =>
      invoicesOf.all(orderId) as Array<{ increment_id: string; grand_total: number; created_at: string }>,
    reviews: (status: "pending" | "approved" | "rejected", limit: number) =>
      reviewsWithStatus.all(status, limit) as PendingReviewRow[],
    review: (id: number) => reviewById.get(id) as PendingReviewRow | undefined,
    setReviewStatus: (id: number, status: "approved" | "rejected") => setReviewStatus.run(status, id).changes > 0,
    productBySku: (sku: string) => productBySku.get(sku) as { id: number; sku: string; type_id: string } | undefined,
    setStock: (productId: number, qty: number, now: string) =>
      db.transaction(() => {
        insertStock.run(productId);
        setStock.run({ id: productId, qty, inStock: qty > 0 ? 1 : 0 });
        touchProduct.run(now, productId);
      })(),
    currencies: () => (currencies.all() as Array<{ currency: string }>).map((row) => row.currency),
    setPrice: (productId: number, currency: string, price: number, now: string) =>
      db.transaction(() => {
        setPrice.run({ id: productId, currency, price });
        touchProduct.run(now, productId);
      })(),
    coupon: (code: string) =>
      couponByCode.get(code) as
        | {
            id: number;
            code: string;
            rule_id: number;
            times_used: number;
            usage_limit: number | null;
            is_active: number;
            name: string;
            simple_action: string;
            discount_amount: number;
          }
        | undefined,
    createCoupon: (coupon: NewCoupon, label: string) =>
      db.transaction(() => {
        const ruleId = Number(insertRule.run(coupon).lastInsertRowid);
        insertCoupon.run(ruleId, coupon.code, coupon.usesPerCoupon, coupon.usesPerCustomer);
        for (const { code } of storeCodes.all() as Array<{ code: string }>) insertLabel.run(ruleId, code, label);
        return ruleId;
      })(),
    disableRule: (ruleId: number) => disableRule.run(ruleId).changes > 0,
    couponUses: (couponId: number) => couponUses.all(couponId) as CouponUseRow[],
    ordersWithCoupon: (code: string) =>
      ordersWithCoupon.all(code) as Array<{
        increment_id: string;
        email: string;
        grand_total: number;
        currency: string;
        created_at: string;
      }>,
    customers: (match: string | null, limit: number) =>
      customers.all({
        match: match === null ? null : `%${match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        limit,
      }) as Array<{
        id: number;
        email: string;
        firstname: string;
        lastname: string;
        store_code: string;
        created_at: string;
      }>,
    customerByEmail: (email: string) =>
      customerByEmail.get(email) as
        { id: number; email: string; firstname: string; lastname: string; store_code: string } | undefined,
  };
}

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;
