// Backend failures are answered in one place: the server build's loaders and actions are wrapped
// once (server.ts), so a route that lets a CommerceError escape still gives the 502/503 answer.
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { CommerceError } from "~/commerce/errors";
import { answerBackendFailures, answeringBackendFailures } from "~/http/backend-failures.server";

async function failureOf(work: () => Promise<unknown>) {
  return work().then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as { type?: string; data: unknown; init: ResponseInit },
  );
}

describe("backend failure answers", () => {
  it("answers an unreachable backend with 503 and Retry-After", async () => {
    const failure = await failureOf(
      answeringBackendFailures(async () => {
        throw new CommerceError("network", ["fetch failed"]);
      }),
    );
    expect(failure.init.status).toBe(503);
    expect(new Headers(failure.init.headers).get("Retry-After")).toBe("30");
    expect(failure.data).toEqual({ kind: "network", messages: [] });
  });

  it("knows a failure made by the other copy of the app's modules (server.ts's own, beside the build's)", async () => {
    // The request's context (the basket, the customer) is made by server.ts's copy of the modules.
    const copy = "../../app/commerce/errors.ts?server-copy";
    const other = (await import(/* @vite-ignore */ copy)) as typeof import("~/commerce/errors");
    expect(other.CommerceError).not.toBe(CommerceError);
    const failure = await failureOf(
      answeringBackendFailures(async () => {
        throw new other.CommerceError("network", ["fetch failed"]);
      }),
    );
    expect(failure.init.status).toBe(503);
    const storage = await failureOf(
      answeringBackendFailures(async () => {
        throw new other.StorageUnavailableError(["disk full"]);
      }),
    );
    expect(storage.init.status).toBe(503);
    expect(storage.data).toEqual({ kind: "storage", messages: [] });
  });

  it("answers a slow backend with 503 too", async () => {
    const failure = await failureOf(
      answeringBackendFailures(async () => {
        throw new CommerceError("timeout", ["timed out"]);
      }),
    );
    expect(failure.init.status).toBe(503);
  });

  it("answers a GraphQL error with 502; its words go to the server log, never to the page", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const validation = 'Cannot query field "reward_points" on type "Customer".';
    const failure = await failureOf(
      answeringBackendFailures(async () => {
        throw new CommerceError("graphql", [validation]);
      }),
    );
    expect(failure.init.status).toBe(502);
    expect(failure.data).toEqual({ kind: "graphql", messages: [] });
    expect(JSON.stringify(failure.data)).not.toContain("reward_points");
    expect(logged.mock.calls.flat().join(" ")).toContain(validation);
    logged.mockRestore();
  });

  it("lets anything else through unchanged: redirects, 404 answers, crashes", async () => {
    const crash = new TypeError("boom");
    await expect(
      answeringBackendFailures(async () => {
        throw crash;
      })(),
    ).rejects.toBe(crash);
    await expect(answeringBackendFailures(async () => "page data")()).resolves.toBe("page data");
  });

  it("wraps every route's loader and action in the server build, leaving the modules alone", async () => {
    const failing = async () => {
      throw new CommerceError("network", []);
    };
    const module = Object.freeze({ loader: failing, action: failing, default: () => null });
    const build = {
      routes: {
        page: { id: "page", path: "page", module },
        plain: { id: "plain", path: "plain", module: Object.freeze({ default: () => null }) },
      },
    } as unknown as ServerBuild;
    const wrapped = answerBackendFailures(build);
    const page = wrapped.routes.page.module;
    const args = {} as never;
    expect((await failureOf(() => Promise.resolve(page.loader!(args)))).init.status).toBe(503);
    expect((await failureOf(() => Promise.resolve(page.action!(args)))).init.status).toBe(503);
    expect(wrapped.routes.plain.module.loader).toBeUndefined();
    expect(build.routes.page.module.loader).toBe(failing);
  });
});
