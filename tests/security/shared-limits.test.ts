// Sign-in lock-outs and single-use captchas hold across the shop's worker processes
// (WEB_CONCURRENCY=2: guesses spread over both workers are counted once) and across a restart: the
// counters live in the database by default, in Redis with REDIS_URL (ADR 0047). Each guess goes over
// a connection of its own, so the cluster hands them to the workers in turn; with test hooks every
// answer names the worker that gave it.
import { request } from "node:http";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../../backend/seed/fixtures-customers";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { startRedisServer, type RedisServer } from "../support/redis-server";

const WORKER_PID_HEADER = "x-test-worker-pid";
/** The sign-in limit per email (backend/customer/sign-in-limits.ts DEFAULT_SIGN_IN_LIMITS). */
const FAILURES_ALLOWED = 5;
const RESTART_TIMEOUT_MS = 150_000;

interface Answer {
  status: number;
  pid: string;
  cookie?: string;
}

/** One request on a new connection (no keep-alive), so that the cluster picks a worker for it. */
function send(server: ShopServer, path: string, init: { form?: Record<string, string>; cookie?: string } = {}) {
  const url = new URL(path, server.baseURL);
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        agent: false,
        method: body ? "POST" : "GET",
        headers: {
          Connection: "close",
          ...(body && {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: server.baseURL,
            "Sec-Fetch-Site": "same-origin",
          }),
          ...(init.cookie && { Cookie: init.cookie }),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            pid: String(res.headers[WORKER_PID_HEADER] ?? ""),
            cookie: res.headers["set-cookie"]?.find((c) => c.startsWith("pw_session="))?.split(";")[0],
          }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${path} within 15 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

const signIn = (server: ShopServer, email: string, password: string) =>
  send(server, "/customer/account/login", { form: { email, password } });

/** Waits until both workers answer (the second may start listening a moment after the first). */
async function bothWorkersServing(server: ShopServer): Promise<Set<string>> {
  const pids = new Set<string>();
  for (let n = 0; n < 60 && pids.size < 2; n++) {
    pids.add((await send(server, "/robots.txt")).pid);
    if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids;
}

/** Wrong guesses for one email, one connection each: their statuses and the workers that answered. */
async function guesses(server: ShopServer, email: string, count: number) {
  const statuses: number[] = [];
  const pids = new Set<string>();
  for (let n = 0; n < count; n++) {
    const answer = await signIn(server, email, `wrong-guess-${n}`);
    statuses.push(answer.status);
    pids.add(answer.pid);
  }
  return { statuses, pids };
}

/** Five refused guesses (401), then locked (429), however the guesses fell on the workers. */
const LOCKED_AFTER_FIVE = [...Array(FAILURES_ALLOWED).fill(401), 429, 429, 429];

describe("two workers on the database (WEB_CONCURRENCY=2)", () => {
  let server: ShopServer;
  let restarted: ShopServer | undefined;
  beforeAll(async () => {
    server = await startShopServer("shared-db", { WEB_CONCURRENCY: "2" }, { keepDataDir: true });
  });
  afterAll(async () => {
    await server?.stop();
    await restarted?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("lock an email out after five failed sign-ins in total, whichever worker each reached", async () => {
    expect((await bothWorkersServing(server)).size).toBe(2);
    const { statuses, pids } = await guesses(server, DEMO_CUSTOMER.email, 8);
    expect(pids.size).toBe(2);
    expect(statuses).toEqual(LOCKED_AFTER_FIVE);
    // Locked means the right password too, on either worker.
    const right = [await signIn(server, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)];
    right.push(await signIn(server, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    expect(right.map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(right.map((a) => a.pid)).size).toBe(2);
  }, 60_000);

  it("take a captcha once: the same cookie replayed to the other worker is refused", async () => {
    const page = await send(server, "/customer/account/forgotpassword", { cookie: "pw_test_captcha=K7M3X" });
    expect(page.status).toBe(200);
    const answers: Answer[] = [];
    for (let n = 0; n < 4; n++)
      answers.push(
        await send(server, "/customer/account/forgotpassword", {
          form: { email: `replay${n}@example.com`, captcha: "K7M3X" },
          cookie: page.cookie,
        }),
      );
    expect(answers.map((a) => a.status)).toEqual([303, 400, 400, 400]);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
  }, 60_000);

  it("start a worker killed with SIGKILL again, and the lock-out holds on the new one", async () => {
    const [victim, survivor] = [...(await bothWorkersServing(server))];
    process.kill(Number(victim), "SIGKILL");
    // Until a new worker answers beside the survivor (a request caught by the dying one may fail).
    const seen = new Set<string>();
    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline && ![...seen].some((pid) => pid !== victim && pid !== survivor)) {
      const answer = await send(server, "/robots.txt").catch(() => null);
      if (answer) seen.add(answer.pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const replacement = [...seen].find((pid) => pid !== victim && pid !== survivor);
    expect(replacement).toBeDefined();
    const answers: Answer[] = [];
    while (answers.length < 6 && !answers.some((a) => a.pid === replacement))
      answers.push(await signIn(server, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    expect(answers.some((a) => a.pid === replacement)).toBe(true);
    expect(answers.every((a) => a.status === 429)).toBe(true);
  }, 90_000);

  it(
    "keep the lock-out over a restart",
    async () => {
      await server.stop();
      restarted = await startShopServer("shared-db-again", {}, { dataDir: server.dataDir });
      expect((await signIn(restarted, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(429);
      // Only that email: another shopper signs in as ever.
      expect((await signIn(restarted, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)).status).toBe(303);
    },
    RESTART_TIMEOUT_MS,
  );
});

describe("two workers with Redis (REDIS_URL)", () => {
  let redis: RedisServer;
  let server: ShopServer;
  let restarted: ShopServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startShopServer("shared-redis", { WEB_CONCURRENCY: "2", REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await server?.stop();
    await restarted?.stop();
    await redis?.stop();
  });

  it("lock an email out after five failed sign-ins in total, whichever worker each reached", async () => {
    expect((await bothWorkersServing(server)).size).toBe(2);
    const { statuses, pids } = await guesses(server, DEMO_CUSTOMER.email, 8);
    expect(pids.size).toBe(2);
    expect(statuses).toEqual(LOCKED_AFTER_FIVE);
  }, 60_000);

  it(
    "keep the lock-out in Redis: a shop restarted on a new data folder still refuses the email",
    async () => {
      await server.stop();
      restarted = await startShopServer("shared-redis-again", { REDIS_URL: redis.url });
      expect((await signIn(restarted, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(429);
      expect((await signIn(restarted, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)).status).toBe(303);
    },
    RESTART_TIMEOUT_MS,
  );
});
