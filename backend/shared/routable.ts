// A RoutableInterface answer that is a redirect (Magento's route/urlResolver for an address a URL
// rewrite sends on): the target entity, with the rewrite's code and the target's relative_url.
// The mark lives on a copy made for this answer, never on a row shared between requests.
const redirects = new WeakMap<object, { code: number; url: string }>();

export function asRedirect<T extends object>(row: T, code: number, url: string): T {
  const copy = { ...row };
  redirects.set(copy, { code, url });
  return copy;
}

/** The redirect this answer carries, if it is one. */
export const redirectOf = (row: object) => redirects.get(row);
