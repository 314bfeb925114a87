// Which proxies in front of the shop are trusted to tell the client's address (X-Forwarded-For) and
// protocol: Express's "trust proxy", from TRUST_PROXY. Trusting every hop would let a client choose
// its own address (the left-most X-Forwarded-For is whatever it sent), and with it dodge every
// per-address limit; so a number trusts exactly that many proxies counted from the shop, and a list
// names the proxies' addresses or subnets.

/** A hop count, a comma list of proxy addresses or subnets (or Express's names: loopback, uniquelocal). */
export const TRUST_PROXY_PATTERN = /^(?:0|1|true|false|\d{1,2}|[\w.:/]+(?:\s*,\s*[\w.:/]+)*)$/;

export function trustProxySetting(value: string | undefined): false | number | string[] {
  if (value === undefined || value === "0" || value === "false") return false;
  // "true" meant "behind a proxy": one proxy, the one that adds the client's address last.
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}
