// The page a browser loads next, with the cookies an answer gave it: the root loader (app shell)
// shows what an action left in the session (messages, currency, popup answers).
import { loader as rootLoader } from "~/root";
import { runRoute } from "../mocks";

export const SHOPPER_HEADERS = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

export async function nextPage(path: string, cookie: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://shop.test${path}`, {
    headers: { ...SHOPPER_HEADERS, ...headers, Cookie: cookie },
  });
  const { result, response } = await runRoute(rootLoader, request);
  return { shell: (result as Awaited<ReturnType<typeof rootLoader>>).data, response };
}
