// The account's sales pages read the backend with the session's token. A token the backend no
// longer knows (expired, revoked elsewhere) is a guest's: sent to sign in and back, like the guard.
import type { ShopRequest } from "~/commerce/context.server";
import { isSignedOut } from "~/commerce/customer/account.server";
import { requireSignIn } from "./sign-in.server";

export async function signedInCall<T>(
  request: Request,
  shop: ShopRequest,
  call: (ctx: ShopRequest["commerce"]) => Promise<T>,
): Promise<T> {
  // Remix runs this loader beside the account layout's: the guard is checked here too.
  requireSignIn(request, shop);
  try {
    return await call(shop.commerce);
  } catch (error) {
    if (isSignedOut(error))
      requireSignIn(request, { ...shop, commerce: { ...shop.commerce, customerToken: undefined } });
    throw error;
  }
}
