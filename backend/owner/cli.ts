// npm run shop -- <command>: the owner's command line over the embedded backend's services, on the
// shop's own database (DATA_DIR, as `npm start` uses it; the shop may be running meanwhile).
// `npm run shop -- --help` lists the commands. A refused command prints why, changes nothing and
// exits with status 1; a mistake in the command line itself exits with status 2.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { queueInvalidation } from "../cache/invalidation-queue.js";
import { createEmbeddedBackend } from "../index.js";
import { redisSharedState } from "../ratelimit/shared-state.js";
import { createOwnerService, OwnerInputError, type OwnerService } from "./service.js";

/**
 * Where the emails' links send shoppers: the storefront's address (STOREFRONT_URL, set where the
 * backend runs on its own), else the shop's own PUBLIC_URL, as the running shop has them.
 */
const shopAddress = () => process.env.STOREFRONT_URL || process.env.PUBLIC_URL || undefined;

export const HELP = `The shop's owner's command line: npm run shop -- <command> [options]
It works on the shop's database in DATA_DIR (default .data), with the shop running or not.

Orders
  orders list [--status pending|processing|complete|canceled|closed|holded] [--limit 20]
  orders show <number>
  orders invoice <number>                       invoice what is left to invoice
  orders ship <number> --carrier DHL --tracking 00340434161234567890
                                                ship what is left; emails the shopper
  orders cancel <number>                        cancel what is not invoiced
  orders refund <number> [--item SKU:qty]... [--shipping 4.99|all]
                                                refund what was invoiced (a credit memo); emails the shopper.
                                                Without options: everything not yet refunded. With --item
                                                (repeatable; the SKU as on the order, a variant's own) or
                                                --shipping: only that part, and no shipping unless --shipping
Reviews
  reviews pending [--limit 50]
  reviews approve <id>
  reviews reject <id>
Stock and prices
  stock set <sku> <quantity>                    a simple product or a variant; 0 = out of stock
  prices set <sku> <amount> --currency GBP      catalogue price, VAT included, in a store's base currency
Products
  products export <file.csv>                    the catalogue as CSV (docs/product-csv.md)
  products import <file.csv>                    adds or updates products from CSV; search finds them at once
Coupons
  coupons create <code> (--percent 10 | --amount 5.00) [--label "10% off"] [--from 2026-12-01]
                 [--to 2026-12-31] [--uses 100] [--per-customer 1] [--min-subtotal 30.00]
  coupons disable <code>
  coupons uses <code>                           who used it, and in which orders
Delivery
  holidays list [--store de]                    the days the warehouse does not dispatch, from today
  holidays add <YYYY-MM-DD>... [--store de]     every store's (one warehouse), or one store view's
  holidays remove <YYYY-MM-DD>... [--store de]  the delivery timers count them at once
Customers
  customers list [--search anna] [--limit 50]
  customers unlock <email>                      lift a sign-in lock-out after too many wrong passwords

Settings: DATA_DIR; REDIS_URL when the shop keeps its counters in Redis. The running shop shows a
change within a second: it drops its cached pages (and purges HTTP_CACHE_HOSTS) for what changed.
`;

export class UsageError extends Error {}

/** The help's commands, each with its continuation lines (indented deeper), by the command's words. */
const COMMAND_HELP = HELP.split("\n").reduce<Array<{ words: string; lines: string[] }>>((entries, line) => {
  if (/^ {2}\S/.test(line)) entries.push({ words: line.trim(), lines: [line] });
  else if (/^ {3,}\S/.test(line) && entries.length) entries.at(-1)!.lines.push(line);
  return entries;
}, []);

/**
 * What `<command> --help` prints: that command's usage (or its group's, such as `orders --help`);
 * the whole help without a command or for one it does not know.
 */
export function helpFor(argv: readonly string[]): string {
  const [group, action] = argv.filter((word) => !word.startsWith("-"));
  if (!group) return HELP;
  const matching = (prefix: string) => COMMAND_HELP.filter((entry) => `${entry.words} `.startsWith(`${prefix} `));
  const found = (
    action && matching(`${group} ${action}`).length ? matching(`${group} ${action}`) : matching(group)
  ).flatMap((entry) => entry.lines);
  return found.length ? `Usage: npm run shop -- <command> [options]\n${found.join("\n")}\n` : HELP;
}

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  status: { type: "string" },
  limit: { type: "string" },
  carrier: { type: "string" },
  tracking: { type: "string" },
  currency: { type: "string" },
  percent: { type: "string" },
  amount: { type: "string" },
  label: { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  uses: { type: "string" },
  "per-customer": { type: "string" },
  "min-subtotal": { type: "string" },
  search: { type: "string" },
  store: { type: "string" },
  item: { type: "string", multiple: true },
  shipping: { type: "string" },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

const table = (rows: ReadonlyArray<Record<string, unknown>>): string => {
  if (!rows.length) return "(none)";
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? ""))))].join("\n");
};

/** Each store's coming holidays, and the last day listed: a list near its end needs the next year's. */
const holidayTable = (lists: ReturnType<OwnerService["holidays"]>) =>
  table(
    lists.map((l) => ({
      store: l.store,
      name: l.name,
      "listed until": l.lastListed ?? "-",
      "coming holidays": l.coming.join(" ") || "(none)",
    })),
  );

const NEGATIVE = /^-\d+(\.\d+)?$/;

/**
 * The command line's options and words. A negative number would read as an unknown option (Node's
 * parser speaks of dashes and '--'): the owner is told that the number cannot be negative.
 */
function parseCommandLine(argv: string[]) {
  argv.forEach((token, i) => {
    if (!NEGATIVE.test(token)) return;
    const option = argv[i - 1]?.startsWith("--") && !argv[i - 1].includes("=") ? argv[i - 1] : null;
    throw new UsageError(
      option
        ? `${option} ${token}: a negative number is not accepted; give 0 or more.`
        : `${token}: a negative number is not accepted; quantities and amounts are 0 or more.`,
    );
  });
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option)
      throw new UsageError(`There is no option ${option}. See npm run shop -- --help.`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option)
      throw new UsageError(`${option} needs a value after it.`);
    throw new UsageError((error as Error).message);
  }
}

/**
 * What `holidays add/remove` did to each day: the stores whose list it changed, or that it changed
 * none (a day already listed, or not listed), said per day or per days with the same outcome.
 */
function holidayChanges(
  action: "add" | "remove",
  days: readonly string[],
  before: ReturnType<OwnerService["holidays"]>,
  after: ReturnType<OwnerService["holidays"]>,
  store: string | undefined,
): string {
  const where = store ? `store view ${store}` : "every store";
  const outcomes = new Map<string, string[]>();
  for (const day of [...new Set(days)]) {
    const changed = after
      .filter((list) => before.find((b) => b.store === list.store)?.coming.includes(day) !== list.coming.includes(day))
      .map((list) => list.store);
    const key = changed.length === after.length ? "all" : changed.join(", ");
    outcomes.set(key, [...(outcomes.get(key) ?? []), day]);
  }
  return [...outcomes]
    .map(([stores, listed]) => {
      const named = listed.join(", ");
      if (action === "add")
        return stores === "all"
          ? `Added ${named} to the holidays of ${where}.`
          : stores
            ? `Added ${named} to the holidays of store views ${stores} (the others had ${listed.length > 1 ? "them" : "it"} already).`
            : `${named} ${listed.length > 1 ? "were" : "was"} already ${listed.length > 1 ? "holidays" : "a holiday"} of ${where}: nothing changed.`;
      return stores === "all"
        ? `Removed ${named} from the holidays of ${where}.`
        : stores
          ? `Removed ${named} from the holidays of store views ${stores} (the others did not have ${listed.length > 1 ? "them" : "it"}).`
          : `${named} ${listed.length > 1 ? "were not holidays" : "was not a holiday"} of ${where}: nothing changed.`;
    })
    .join("\n");
}

/** Runs one command line; returns what to print. Throws UsageError or OwnerInputError. */
export async function runCommand(owner: OwnerService, argv: string[], context: { dataDir: string }): Promise<string> {
  const parsed = parseCommandLine(argv);
  const o: Options = parsed.values;
  const [group, action, ...rest] = parsed.positionals;
  if (o.help || !group) return helpFor(argv);
  const need = (count: number, usage: string) => {
    if (rest.length !== count) throw new UsageError(`Usage: npm run shop -- ${usage}`);
    return rest;
  };
  switch (`${group} ${action ?? ""}`.trim()) {
    case "orders list":
      need(0, "orders list [--status S] [--limit N]");
      return table(
        owner.orders({ status: o.status, limit: o.limit }).map((r) => ({
          number: r.increment_id,
          placed: r.created_at,
          status: r.status,
          email: r.email,
          store: r.store_code,
          total: `${r.grand_total.toFixed(2)} ${r.currency}`,
        })),
      );
    case "orders show": {
      const [number] = need(1, "orders show <number>");
      const { order, items, invoices, shipments } = owner.order(number);
      return [
        `Order ${order.increment_id} (${order.status}), placed ${order.created_at} in store ${order.store_code}`,
        `Email ${order.email}; paid by ${order.payment_method}; delivery ${order.shipping_method ?? "-"}`,
        `Total ${order.grand_total.toFixed(2)} ${order.currency}`,
        "",
        table(
          items
            .filter((i) => i.parent_item_id === null)
            .map((i) => ({
              sku: i.sku,
              name: i.name,
              ordered: i.qty_ordered,
              invoiced: i.qty_invoiced,
              shipped: i.qty_shipped,
              refunded: i.qty_refunded,
              canceled: i.qty_canceled,
            })),
        ),
        "",
        `Invoices: ${invoices.map((i) => `${i.increment_id} (${i.grand_total.toFixed(2)})`).join(", ") || "none"}`,
        `Shipments: ${shipments.map((s) => `${s.increment_id} ${s.carrier ?? ""} ${s.tracking_number ?? ""}`.trim()).join(", ") || "none"}`,
      ].join("\n");
    }
    case "orders invoice": {
      const [number] = need(1, "orders invoice <number>");
      const { order } = owner.invoice(number);
      return `Invoiced order ${number}: it is now ${order.status}.`;
    }
    case "orders ship": {
      const [number] = need(1, "orders ship <number> --carrier C --tracking T");
      const shipped = owner.ship(number, { carrier: o.carrier, number: o.tracking });
      return `Shipped order ${number} with ${shipped.carrier}, tracking ${shipped.tracking}: it is now ${shipped.order.status}. The shopper was emailed.`;
    }
    case "orders cancel": {
      const [number] = need(1, "orders cancel <number>");
      return `Cancelled order ${number}: it is now ${owner.cancel(number).status}.`;
    }
    case "orders refund": {
      const [number] = need(1, "orders refund <number> [--item SKU:qty]... [--shipping AMOUNT|all]");
      const refunded = owner.refund(number, new Date(), { items: o.item, shipping: o.shipping });
      const what = [
        ...refunded.items.map((line) => `${line.qty} × ${line.item.sku}`),
        ...(refunded.memo.shipping_amount > 0 ? [`shipping ${refunded.memo.shipping_amount.toFixed(2)}`] : []),
      ].join(", ");
      return `Refunded ${refunded.formatted} for order ${number} (credit memo ${refunded.memo.increment_id}: ${what}): it is now ${refunded.order.status}. The shopper was emailed.`;
    }
    case "reviews pending":
      need(0, "reviews pending [--limit N]");
      return table(
        owner.pendingReviews(o.limit).map((r) => ({
          id: r.id,
          sku: r.sku,
          store: r.store_code,
          rating: r.rating,
          by: r.nickname,
          summary: r.summary,
          written: r.created_at,
        })),
      );
    case "reviews approve":
    case "reviews reject": {
      const [id] = need(1, `reviews ${action} <id>`);
      const review = owner.decideReview(id, action === "approve" ? "approved" : "rejected");
      return `Review ${review.id} of ${review.sku} is ${review.status}.`;
    }
    case "stock set": {
      const [sku, qty] = need(2, "stock set <sku> <quantity>");
      const stock = owner.setStock(sku, qty, new Date(), shopAddress());
      const alerted = stock.alerted ? ` ${stock.alerted} back-in-stock email(s) sent.` : "";
      return `${stock.sku}: ${stock.qty} in stock${stock.inStock ? "" : " (out of stock)"}.${alerted}`;
    }
    case "prices set": {
      const [sku, amount] = need(2, "prices set <sku> <amount> --currency C");
      const price = owner.setPrice(sku, amount, o.currency);
      return `${price.sku}: ${price.price.toFixed(2)} ${price.currency}.`;
    }
    case "products export": {
      const [file] = need(1, "products export <file.csv>");
      return `Exported ${owner.exportProducts(file)} rows to ${file}.`;
    }
    case "products import": {
      const [file] = need(1, "products import <file.csv>");
      const result = owner.importProducts(file, new Date(), shopAddress());
      const alerted = result.alerted ? ` ${result.alerted} back-in-stock email(s) sent.` : "";
      return `Imported ${file}: ${result.added} added, ${result.updated} updated, ${result.translated} translations; the search index is rebuilt.${alerted}`;
    }
    case "coupons create": {
      const [code] = need(1, "coupons create <code> (--percent N | --amount N)");
      const coupon = owner.createCoupon({
        code,
        percent: o.percent,
        amount: o.amount,
        label: o.label,
        from: o.from,
        to: o.to,
        uses: o.uses,
        perCustomer: o["per-customer"],
        minSubtotal: o["min-subtotal"],
      });
      return `Coupon ${coupon.code} created ("${coupon.label}").`;
    }
    case "coupons disable": {
      const [code] = need(1, "coupons disable <code>");
      return `Coupon ${owner.disableCoupon(code).code} is disabled.`;
    }
    case "coupons uses": {
      const [code] = need(1, "coupons uses <code>");
      const { coupon, customers, orders } = owner.couponUses(code);
      const usedUp = coupon.usage_limit !== null && coupon.usage_limit > 0 && coupon.times_used >= coupon.usage_limit;
      const state = !coupon.is_active ? "disabled" : usedUp ? "used up: no shopper can use it again" : "active";
      return [
        `Coupon ${coupon.code} (${state}): used ${coupon.times_used} time(s)${coupon.usage_limit ? ` of ${coupon.usage_limit}` : ""}.`,
        "",
        table(
          orders.map((r) => ({
            order: r.increment_id,
            email: r.email,
            total: `${r.grand_total.toFixed(2)} ${r.currency}`,
            placed: r.created_at,
          })),
        ),
        ...(customers.length ? ["", table(customers.map((c) => ({ customer: c.email, uses: c.times_used })))] : []),
      ].join("\n");
    }
    case "holidays list":
      need(0, "holidays list [--store CODE]");
      return holidayTable(owner.holidays({ store: o.store }));
    case "holidays add":
    case "holidays remove": {
      if (!rest.length)
        throw new UsageError(`Usage: npm run shop -- holidays ${action} <YYYY-MM-DD>... [--store CODE]`);
      const before = owner.holidays({ store: o.store });
      const lists =
        action === "add" ? owner.addHolidays(rest, { store: o.store }) : owner.removeHolidays(rest, { store: o.store });
      return `${holidayChanges(action === "add" ? "add" : "remove", rest, before, lists, o.store)}\n\n${holidayTable(lists)}`;
    }
    case "customers list":
      need(0, "customers list [--search TEXT] [--limit N]");
      return table(
        owner.customers({ search: o.search, limit: o.limit }).map((c) => ({
          id: c.id,
          email: c.email,
          name: `${c.firstname} ${c.lastname}`,
          store: c.store_code,
          since: c.created_at,
        })),
      );
    case "customers unlock": {
      const [email] = need(1, "customers unlock <email>");
      const customer = await owner.unlockCustomer(email);
      return `${customer.email} can sign in again.`;
    }
    default:
      throw new UsageError(
        `Unknown command "${[group, action].filter(Boolean).join(" ")}". See npm run shop -- --help (data: ${context.dataDir}).`,
      );
  }
}

async function main(argv: string[]): Promise<number> {
  if (!argv.length || argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(helpFor(argv));
    return 0;
  }
  const dataDir = process.env.DATA_DIR || ".data";
  if (!existsSync(join(dataDir, "commerce.sqlite"))) {
    console.error(`No shop database in ${dataDir}: start the shop once (npm start), or set DATA_DIR.`);
    return 1;
  }
  const sharedState = process.env.REDIS_URL ? await redisSharedState(process.env.REDIS_URL) : undefined;
  const backend = createEmbeddedBackend({ dataDir, noBackgroundMedia: true, sharedState });
  // The running shop takes these within a second and drops the pages that show what changed.
  backend.cacheTags.subscribe((tags) => queueInvalidation(backend.db, tags));
  try {
    const owner = createOwnerService(backend.db, backend.services, backend.sharedState.rateLimitStore);
    process.stdout.write(`${await runCommand(owner, argv, { dataDir })}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof OwnerInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    backend.close();
    await sharedState?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
