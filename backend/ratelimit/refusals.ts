// How many writes each rate-limit rule refused since this process started, for the shop's metrics
// (app/observability/metrics.server.ts reads them when scraped).
const refused = new Map<string, number>();

export function countRefusal(rule: string): void {
  refused.set(rule, (refused.get(rule) ?? 0) + 1);
}

export function rateLimitRefusals(): ReadonlyMap<string, number> {
  return refused;
}
