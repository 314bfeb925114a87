// Whose address a limit counts. A storefront in another process calls the backend for all its
// shoppers from one socket address; counted by that, every shopper would share one allowance (the
// 19th basket of the whole shop in a minute refused) and one sign-in lock-out. So the storefront
// names its shopper in X-Forwarded-For, and the backend believes it only from the storefronts it is
// told about (TRUSTED_STOREFRONTS): anybody else could write any address there and so choose a fresh
// key for every request. In-process calls come from this process's own storefront and are believed
// always. See docs/decisions/0058-*.md.
import { BlockList, isIP } from "node:net";

/** The storefronts whose X-Forwarded-For names the shopper. */
export interface TrustedStorefronts {
  /** the setting as given, one address or subnet per entry */
  readonly entries: readonly string[];
  /** Whether a caller with this socket address is one of them (IPv4-mapped IPv6 included). */
  trusts(socketAddress: string | undefined): boolean;
}

/** A word that stands for the loopback addresses, for a storefront on the same machine. */
const LOOPBACK = "loopback";

/** Nobody over the network (the default): limits count each caller's own address. */
export const NO_TRUSTED_STOREFRONTS: TrustedStorefronts = { entries: [], trusts: () => false };

/**
 * TRUSTED_STOREFRONTS: comma-separated addresses or CIDR subnets (`10.0.0.5,10.0.1.0/24,::1`), or
 * `loopback`. Unset or empty trusts none. Anything else stops the start with a message saying which
 * entry is wrong, rather than a backend that quietly counts every shopper as one.
 */
export function parseTrustedStorefronts(
  value: string | readonly string[] | undefined,
  settingName = "TRUSTED_STOREFRONTS",
): TrustedStorefronts {
  const entries = (typeof value === "string" ? value.split(",") : (value ?? []))
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return NO_TRUSTED_STOREFRONTS;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === LOOPBACK) {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const bits = prefix === undefined ? maxPrefix : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || extra !== undefined || !(bits >= 0 && bits <= maxPrefix))
      throw new Error(
        `${settingName}: "${entry}" is not an IP address or subnet; give the storefronts' addresses, ` +
          `comma-separated, like 10.0.0.5,10.0.1.0/24,::1 (or loopback)`,
      );
    list.addSubnet(address, bits, family === 4 ? "ipv4" : "ipv6");
  }
  return {
    entries,
    trusts(socketAddress) {
      const family = socketAddress ? isIP(socketAddress) : 0;
      return family !== 0 && list.check(socketAddress!, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

/**
 * The shopper a trusted storefront names: the last X-Forwarded-For entry. Our storefront sends
 * exactly one (the shopper's address, app/commerce/client.server.ts); were it a list, every hop
 * appends the address it received from, so the right-most entry is the one the trusted storefront
 * itself wrote, and the left-most is whatever the first sender (perhaps the shopper) made up.
 * Null when there is none, or it is not an address.
 */
export function forwardedShopper(header: string | null): string | null {
  const last = header?.split(",").at(-1)?.trim();
  return last && isIP(last) ? last : null;
}

/** The storefront's own calls with no shopper (a crash it reports itself) share one key. */
export const STOREFRONT_KEY = "storefront";

/** What Express (or Yoga's Node adapter) tells of the HTTP caller; absent for an in-process call. */
export interface HttpCaller {
  /** Express's address: the socket's, or what the proxies trusted by the hosting app's "trust proxy" named */
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The address a request is counted by (write limits, sign-in and reset lock-outs):
 * - in process: the shopper the storefront names, else the storefront's one key;
 * - over HTTP from a trusted storefront's socket address: the shopper it names, else its own address;
 * - from anybody else: its own address as Express sees it (the socket's; behind the shop's own
 *   proxies, TRUST_PROXY's reading of them). Its X-Forwarded-For is never read here.
 */
export function clientAddress(
  headers: Headers,
  httpCaller: HttpCaller | undefined,
  trusted: TrustedStorefronts,
): string {
  if (!httpCaller) return forwardedShopper(headers.get("x-forwarded-for")) ?? STOREFRONT_KEY;
  const socketAddress = httpCaller.socket?.remoteAddress;
  const own = httpCaller.ip ?? socketAddress ?? "unknown";
  if (!trusted.trusts(socketAddress)) return own;
  return forwardedShopper(headers.get("x-forwarded-for")) ?? own;
}
