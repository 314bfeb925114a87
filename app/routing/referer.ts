// The address a shopper is sent back to after signing in, as SPEC §2 writes it into the sign-in
// address (/customer/account/login/referer/<encoded>): base64 with "+", "/" and "=" replaced by
// "-", "_" and ",", so it fits one path segment unescaped (Magento's own encoding). btoa/atob over
// UTF-8 bytes rather than Buffer: link builders run in the browser too.

export function encodeReferer(address: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(address)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, ",");
}

/** The address back, or null when the segment is not one encodeReferer made. */
export function decodeReferer(encoded: string): string | null {
  if (!/^[A-Za-z0-9_,-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/").replace(/,/g, "="));
    const address = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return encodeReferer(address) === encoded ? address : null;
  } catch {
    return null;
  }
}

/**
 * The query parameter of the create-account address carrying where to go once the account exists
 * (encoded as above): the product page's "Create an account" for reviews comes back to the product.
 */
export const CREATE_REFERER_PARAM = "referer";
