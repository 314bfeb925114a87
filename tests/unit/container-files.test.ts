// The container files as Docker and Compose would use them (no Docker daemon runs here): the image's
// health check run as Docker runs it against a shop that is up, down or away; the runtime stage
// holding everything server.ts loads, as a non-root user with DATA_DIR its one volume; compose.yaml's
// services wired to each other.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

const run = promisify(execFile);
const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
const instructions = (stage: string, name: string) =>
  stage
    .split("\n")
    .filter((line) => line.startsWith(`${name} `))
    .map((line) => line.slice(name.length + 1).trim());

let server: Server | undefined;
afterEach(() => server?.close());

async function healthServer(status: number): Promise<number> {
  server = createServer((req, res) => {
    res.statusCode = req.url === "/healthz" ? status : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** The HEALTHCHECK's exec-form command, run as Docker runs it (no shell), with the image's PORT. */
async function healthCheck(port: number): Promise<number> {
  const [check] = instructions(runtimeStage, "HEALTHCHECK");
  const [program, ...args] = JSON.parse(check.slice(check.indexOf("CMD ") + 4)) as string[];
  expect(program).toBe("node");
  try {
    await run(process.execPath, args, { env: { PORT: String(port), NODE_ENV: "production" }, timeout: 10_000 });
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}

describe("Dockerfile", () => {
  it("is healthy when /healthz answers 200, unhealthy on 503 or when nothing listens", async () => {
    expect(await healthCheck(await healthServer(200))).toBe(0);
    server!.close();
    expect(await healthCheck(await healthServer(503))).toBe(1);
    const port = (server!.address() as AddressInfo).port;
    server!.close();
    server = undefined;
    expect(await healthCheck(port)).toBe(1);
  });

  it("runs Node 24 as a non-root user, with DATA_DIR its one volume", () => {
    expect(instructions(runtimeStage, "FROM")[0]).toMatch(/^node:24[.-]/);
    expect(instructions(runtimeStage, "USER")).toEqual(["node"]);
    const dataDir = /DATA_DIR=(\S+)/.exec(runtimeStage)?.[1];
    expect(dataDir).toBe("/data");
    expect(instructions(runtimeStage, "VOLUME")).toEqual([JSON.stringify([dataDir])]);
    expect(instructions(runtimeStage, "CMD")).toEqual(['["node_modules/.bin/tsx", "server.ts"]']);
  });

  it("copies into the runtime stage every folder server.ts imports from, the translations and the public files", () => {
    const imported = new Set(
      [...readFileSync("server.ts", "utf8").matchAll(/from "\.\/([^/"]+)\//g)].map((match) => match[1]),
    );
    imported.add("build");
    const copied = instructions(runtimeStage, "COPY").flatMap((line) =>
      line
        .replace(/^--from=\S+\s+/, "")
        .split(/\s+/)
        .slice(0, -1)
        .map((source) => source.replace(/^\/app\//, "")),
    );
    for (const folder of [...imported, "locales", "public", "node_modules", "server.ts", "package.json"])
      expect(copied, folder).toContain(folder);
  });
});

describe("compose.yaml", () => {
  const compose = parse(readFileSync("compose.yaml", "utf8")) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[]; entrypoint?: string[] }>;
  };
  const shop = compose.services.shop;

  it("points the shop at the Redis and Varnish services it starts, and keeps its data in a volume", () => {
    const redisHost = new URL(shop.environment!.REDIS_URL).hostname;
    const cacheHost = shop.environment!.HTTP_CACHE_HOSTS.split(":")[0];
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(["shop", redisHost, cacheHost]));
    expect(shop.volumes).toContain("shop-data:/data");
  });

  it("gives Varnish the deployed VCL with the shop's service as its backend and purger", () => {
    const varnish = compose.services.varnish;
    const mount = varnish.volumes!.find((volume) => volume.endsWith(":/vcl:ro"))!;
    const vcl = readFileSync(`${mount.split(":")[0]}/default.vcl`, "utf8");
    const script = varnish.entrypoint!.at(-1)!;
    const [, from, to] = /sed -e 's\/(.+?)\/(.+?)\/'/.exec(script)!;
    const rewritten = vcl.replaceAll(from, to);
    expect(rewritten).toMatch(/backend shop \{\s*\.host = "shop";/);
    expect(rewritten).toMatch(/acl purgers \{\s*"shop";/);
    expect(existsSync("deploy/varnish/default.vcl")).toBe(true);
  });
});
