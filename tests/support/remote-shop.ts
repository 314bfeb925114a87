// The shop as two processes over HTTP, as a developer with a remote backend runs it: the backend on
// its own (backend/server.ts, `npm run backend`) with a fresh copy of the run's seeded base database
// and its test hooks, and the built storefront (server.ts) with COMMERCE_URL pointing at it. The
// storefront is reached at localhost, the backend at 127.0.0.1: two sites, so the card provider's
// return is a real cross-site navigation. Needs `npm run build` first.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBaseDatabaseTo } from "../setup/base-database";
import {
  E2E_SESSION_SECRET,
  freePort,
  sharedMediaFolder,
  signalGroup,
  stopGroup,
  waitUntilServing,
  type ShopServer,
} from "./shop-server";

/** Limits far above a test run's pace: every request reaches the backend from the storefront's one address. */
const HIGH_LIMITS = {
  RATE_LIMIT_CART_CREATION: "1000",
  RATE_LIMIT_NEWSLETTER: "1000",
  RATE_LIMIT_ERROR_REPORTS: "1000",
  RATE_LIMIT_SIGN_IN: "1000",
  RATE_LIMIT_CONTACT: "1000",
};

function spawnLogged(script: string, env: Record<string, string>) {
  // Node itself with tsx's loader (not `npx tsx`, two more Node processes first), in its own
  // process group, so stopping it takes anything it started along.
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

export async function startRemoteShop(label: string): Promise<ShopServer> {
  if (!existsSync("build/index.js"))
    throw new Error("No production build in build/: run `npm run build` first (npm test does).");
  const [backendPort, shopPort] = [await freePort(), await freePort()];
  const backendURL = `http://127.0.0.1:${backendPort}`;
  const baseURL = `http://localhost:${shopPort}`;
  const backendDir = mkdtempSync(join(tmpdir(), `pw-backend-${label}-`));
  const shopDir = mkdtempSync(join(tmpdir(), `pw-shop-${label}-`));
  copyBaseDatabaseTo(backendDir);
  const media = sharedMediaFolder();
  symlinkSync(join(media, "media"), join(backendDir, "media"), "dir");
  symlinkSync(join(media, "image-cache"), join(shopDir, "image-cache"), "dir");

  const children: ChildProcess[] = [];
  const onExit = () => children.forEach((child) => signalGroup(child, "SIGKILL"));
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    await Promise.all(children.map((child) => stopGroup(child)));
    for (const dir of [backendDir, shopDir]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const backend = spawnLogged("backend/server.ts", {
      NODE_ENV: "production",
      PORT: String(backendPort),
      HOST: "127.0.0.1",
      DATA_DIR: backendDir,
      PUBLIC_URL: backendURL,
      STOREFRONT_URL: baseURL,
      EMBEDDED_TEST_HOOKS: "1",
      // as deployed: the storefront names the shopper (here every shopper is this machine, hence HIGH_LIMITS)
      TRUSTED_STOREFRONTS: "127.0.0.1",
      ...HIGH_LIMITS,
    });
    children.push(backend.child);
    await waitUntilServing(backendURL, backend.child, backend.output, "/rest/default/V1/bnpl/config");
    const shop = spawnLogged("server.ts", {
      NODE_ENV: "production",
      PORT: String(shopPort),
      HOST: "127.0.0.1",
      DATA_DIR: shopDir,
      PUBLIC_URL: baseURL,
      COMMERCE_URL: backendURL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      // The storefront's own test seams (the captcha's text a test chooses); it mounts no backend.
      EMBEDDED_TEST_HOOKS: "1",
      // as deployed: the storefront names the shopper (here every shopper is this machine, hence HIGH_LIMITS)
      TRUSTED_STOREFRONTS: "127.0.0.1",
      ...HIGH_LIMITS,
    });
    children.push(shop.child);
    await waitUntilServing(baseURL, shop.child, shop.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, backendURL, dataDir: backendDir, stop };
}
