// WEB_CONCURRENCY=N: N worker processes serve the shop on one port (node:cluster: the primary accepts
// the connections and hands them to the workers in turn), on one data folder. The primary serves
// nothing itself: it prepares the data folder once (migrations, seed, kept secrets) before any worker
// starts, starts the workers, starts a worker again when one dies, and stops them all on SIGTERM or
// SIGINT. Whatever must be alike in every worker lives in the shared state (the database, or Redis
// with REDIS_URL; docs/decisions/0047-*.md), never in a worker's memory.
import cluster, { type Worker } from "node:cluster";
import { log } from "~/observability/logger.server";

/** The environment variable that tells a worker its place (0 .. N-1), kept when it is started again. */
const WORKER_INDEX = "PW_WORKER_INDEX";
/** A worker that dies sooner than this after its start counts towards a crash loop. */
const EARLY_DEATH_MS = 10_000;
/** Early deaths in a row after which the primary gives up (a broken build or configuration). */
const MAX_EARLY_DEATHS = 5;
/** Time the workers get to finish their requests on shutdown. */
const SHUTDOWN_GRACE_MS = 15_000;

export interface ClusterOptions {
  /** how many worker processes; 1 or less: this process serves alone */
  workers: number;
  /** runs once in the primary before any worker starts */
  prepare: () => Promise<void> | void;
}

/** This worker's place among the workers: 0 for the first (or a shop serving alone). */
export function workerIndex(): number {
  return cluster.isWorker ? Number(process.env[WORKER_INDEX] ?? 0) : 0;
}

/**
 * With more than one worker and in the primary: prepares, starts the workers and answers true (the
 * caller must serve nothing). In a worker, or with one worker: false, and the caller serves.
 */
export async function runAsClusterPrimary(options: ClusterOptions): Promise<boolean> {
  if (options.workers <= 1 || !cluster.isPrimary) return false;
  await options.prepare();

  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const indexOf = new Map<Worker, number>();

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    startedAt.set(worker, Date.now());
    indexOf.set(worker, index);
  };

  cluster.on("exit", (worker, code, signal) => {
    const index = indexOf.get(worker) ?? 0;
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    indexOf.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.process.pid, signal, code }, "worker ended; starting another");
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log.fatal(`${MAX_EARLY_DEATHS} workers in a row ended within seconds of starting: stopping`);
      process.exit(1);
    }
    // A moment's pause: a signal meant for the whole group may reach this process just after.
    setTimeout(() => {
      if (!stopping) start(index);
    }, 500);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log.info(`Starting ${options.workers} workers (WEB_CONCURRENCY)`);
  for (let index = 0; index < options.workers; index++) start(index);
  return true;
}
