// One request on a connection of its own (no keep-alive), so that a cluster of workers picks a
// worker for it (tests of WEB_CONCURRENCY > 1). With test hooks every answer names its worker.
import { request, type IncomingHttpHeaders } from "node:http";

export interface ConnectionAnswer {
  status: number;
  /** The worker that answered (x-test-worker-pid, with test hooks). */
  pid: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export function onNewConnection(
  url: URL,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<ConnectionAnswer> {
  return new Promise<ConnectionAnswer>((resolve, reject) => {
    const req = request(
      url,
      {
        agent: false,
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers: { Connection: "close", ...init.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            pid: String(res.headers["x-test-worker-pid"] ?? ""),
            headers: res.headers,
            body: text,
          }),
        );
      },
    );
    const timeoutMs = init.timeoutMs ?? 15_000;
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`no answer from ${url.pathname} within ${timeoutMs / 1000} s`)),
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
