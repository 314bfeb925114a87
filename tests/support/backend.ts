// The backend fixture: every test that needs the embedded backend gets it here, from a copy of the
// run's seeded base database (tests/setup/base-database.ts) instead of migrating and seeding anew.
// - `newBackend(options)`: in process, on a private in-memory copy (GraphQL through `execute`).
// - `serveBackend(options)`: the same, also served over real HTTP on a free local port (REST paths,
//   the review list, media, the card provider's pages): its `url`, and `stop`.
// - `backendOnDisk(dataDir, options)`: on a file copy in a data folder, as server.ts opens it (WAL,
//   several connections, a full disk).
// The full production server (build/ + backend) is tests/support/shop-server.ts, also started from a
// copy of the base.
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import express from "express";
import { createEmbeddedBackend, type EmbeddedBackend, type EmbeddedBackendOptions } from "../../backend/index.js";
import { baseDatabaseImage, copyBaseDatabaseTo } from "../setup/base-database.js";

/** Write limits are off: each test calls as one client, and backend/ratelimit/write-limits.test.ts covers them. */
export const NO_WRITE_LIMITS = {
  cartCreation: null,
  newsletter: null,
  errorReports: null,
  signIn: null,
  contactMessages: null,
};

/**
 * Turntable videos of 4 frames of 64 px (the shop's have 96 of 640 px, about 6 s of CPU): a test of
 * the media router proves that a missing video is made and is a VP8 WebM, not how long it plays.
 */
export const TEST_VIDEO_FORMAT = { size: 64, fps: 4, seconds: 1 };

export type TestBackendOptions = Omit<EmbeddedBackendOptions, "databasePath" | "databaseImage" | "dataDir">;

/** A backend on its own in-memory copy of the seeded base; write limits off unless `options` set them. */
export function newBackend(options: TestBackendOptions = {}): EmbeddedBackend {
  return createEmbeddedBackend({
    writeLimits: NO_WRITE_LIMITS,
    videoFormat: TEST_VIDEO_FORMAT,
    ...options,
    databaseImage: baseDatabaseImage(),
  });
}

/**
 * A backend on the data folder's database file (`commerce.sqlite`), as the shop server opens it: a
 * copy of the base put there first if the folder has none yet (a second backend on the same folder
 * stands for a second worker process, or a restart).
 */
export function backendOnDisk(dataDir: string, options: TestBackendOptions = {}): EmbeddedBackend {
  if (!existsSync(join(dataDir, "commerce.sqlite"))) copyBaseDatabaseTo(dataDir);
  return createEmbeddedBackend({
    writeLimits: NO_WRITE_LIMITS,
    noBackgroundMedia: true,
    videoFormat: TEST_VIDEO_FORMAT,
    ...options,
    dataDir,
  });
}

export interface ServedBackend {
  backend: EmbeddedBackend;
  /** `http://127.0.0.1:<port>`, no trailing slash */
  url: string;
  /** Closes the server and the database. */
  stop(): Promise<void>;
}

/** Serves an express app on a free local port: its base URL, and `close`. */
export async function listenLocally(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A new backend (as `newBackend`) served over real HTTP on a free local port. */
export async function serveBackend(options: TestBackendOptions = {}): Promise<ServedBackend> {
  const backend = newBackend(options);
  const served = await listenLocally(express().use(backend.router));
  return {
    backend,
    url: served.url,
    async stop() {
      await served.close();
      backend.close();
    },
  };
}
