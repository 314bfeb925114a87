// The real production server (build/ + the embedded backend) on its own free port with its own fresh
// database (a copy of the run's seeded base, tests/setup/base-database.ts), for tests that must go
// through HTTP: the Playwright workers (e2e/fixtures.ts) and the security suite (tests/security/).
// Needs `npm run build` first (npm test builds before both).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBaseDatabaseTo } from "../setup/base-database";
import { onNewConnection } from "./new-connection";

/** The test servers' session secret: not a secret, and never used outside tests. */
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";

export const SERVER_START_TIMEOUT_MS = 60_000;

export interface ShopServer {
  baseURL: string;
  /** The backend's own address when it runs as a process of its own (tests/support/remote-shop.ts). */
  backendURL?: string;
  dataDir: string;
  /** The latest of what the server wrote to stdout and stderr (its log), for tests about the log. */
  output?(): string;
  /** Stops the server (its whole process group) and removes its database. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the server answers `path` (robots.txt), or fails with what the server said if it exits first. */
export async function waitUntilServing(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  path = "/robots.txt",
) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The test shop server ${exited} before serving ${baseURL}:\n${output()}`);
    try {
      if ((await fetch(new URL(path, baseURL))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The test shop server did not serve ${baseURL}${path} within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * With WEB_CONCURRENCY=N the first worker may answer seconds before the others listen (each loads
 * the build on its own): polls on new connections, which the cluster hands to the listening workers
 * in turn, until N different workers have answered.
 */
export async function waitUntilEveryWorkerServes(baseURL: string, workers: number, output: () => string) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  const pids = new Set<string>();
  while (Date.now() < deadline) {
    const answer = await onNewConnection(new URL("/robots.txt", baseURL)).catch(() => undefined);
    if (answer?.status === 200) pids.add(answer.pid);
    if (pids.size >= workers) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `Only ${pids.size} of the test shop server's ${workers} workers answered within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/** Sends a signal to the server's whole process group; false once nothing of it is left. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server's whole process group (the node that serves, and the cluster's workers when it
 * runs some) and waits until none of it is left: the server still closes its database in DATA_DIR.
 */
export async function stopGroup(child: ChildProcess) {
  if (!signalGroup(child, "SIGTERM")) return;
  const started = Date.now();
  // Bounded: a process nobody reaps would otherwise keep the group "alive" for ever.
  while (signalGroup(child, 0) && Date.now() - started < 15_000) {
    if (Date.now() - started > 5_000) signalGroup(child, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a server like production (NODE_ENV=production, test hooks on). `env` adds or overrides
 * variables (e.g. TRUST_PROXY, PUBLIC_URL) for tests about configuration.
 */
/**
 * The catalogue's pictures, and their resized copies, are the same for every test server (same seed,
 * same drawing code): one folder shared by all of them, so each picture is drawn once per machine
 * rather than once per server. Both writers put files in place by rename, so a reader never sees half
 * a file. The folder's name follows the drawing code, so changed art is drawn afresh.
 */
export function sharedMediaFolder(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync("backend/media").sort()) hash.update(readFileSync(join("backend/media", name)));
  const folder = join(tmpdir(), `pw-test-media-${hash.digest("hex").slice(0, 12)}`);
  for (const part of ["media", "image-cache"]) mkdirSync(join(folder, part), { recursive: true });
  return folder;
}

export interface ShopServerOptions {
  /** Serve this data folder (a restart of an earlier server kept with keepDataDir) instead of a new one. */
  dataDir?: string;
  /** stop() leaves the data folder in place, for a restart on it. */
  keepDataDir?: boolean;
}

export async function startShopServer(
  label: string,
  env: Record<string, string> = {},
  options: ShopServerOptions = {},
): Promise<ShopServer> {
  if (!existsSync("build/index.js"))
    throw new Error("No production build in build/: run `npm run build` first (npm test does).");
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `pw-shop-${label}-`));
  // A copy of the run's seeded base database: the server finds its data folder seeded and starts
  // serving without migrating or seeding (a restart on a kept folder keeps its own database).
  if (!existsSync(join(dataDir, "commerce.sqlite"))) copyBaseDatabaseTo(dataDir);
  const media = sharedMediaFolder();
  for (const part of ["media", "image-cache"])
    if (!existsSync(join(dataDir, part))) symlinkSync(join(media, part), join(dataDir, part), "dir");
  const baseURL = `http://localhost:${port}`;
  // Node itself with tsx's loader: `npx tsx` would start two more Node processes first (npm's, then
  // tsx's command line, which starts this one), about a second of CPU per server.
  // Its own process group, so stopping it takes any cluster workers along.
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: E2E_SESSION_SECRET,
      EMBEDDED_TEST_HOOKS: "1",
      // Every test browser is 127.0.0.1 and makes baskets by the dozen: limits far above the suite's
      // pace (tests about the limits set their own through `env`).
      RATE_LIMIT_CART_CREATION: "1000",
      RATE_LIMIT_NEWSLETTER: "1000",
      RATE_LIMIT_ERROR_REPORTS: "1000",
      RATE_LIMIT_SIGN_IN: "1000",
      RATE_LIMIT_CONTACT: "1000",
      ...env,
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  // A test run that ends abruptly must not leave its server behind.
  const onExit = () => signalGroup(child, "SIGKILL");
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    await stopGroup(child);
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(baseURL, child, () => output);
    const workers = Number(env.WEB_CONCURRENCY ?? 1);
    if (workers > 1) await waitUntilEveryWorkerServes(baseURL, workers, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop, output: () => output };
}
