// Who is asking: speed-test agents get lean pages (no scripts, no third-party tags, no popups),
// crawlers get complete pages rendered after all data is ready (SPEC §9, DESIGN "Bots").
import { isbot } from "isbot";

export const SPEED_TEST_AGENTS = ["Chrome-Lighthouse", "GTmetrix", "PTST"] as const;

export function isSpeedTestAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return SPEED_TEST_AGENTS.some((marker) => userAgent.includes(marker));
}

export function isCrawler(userAgent: string | null | undefined): boolean {
  return isSpeedTestAgent(userAgent) || isbot(userAgent ?? "");
}

/** The three pages a shop address can answer with; a shared cache must keep them apart. */
export type PageVariant = "shopper" | "crawler" | "speed-test";

export function pageVariant(userAgent: string | null | undefined): PageVariant {
  if (isSpeedTestAgent(userAgent)) return "speed-test";
  return isCrawler(userAgent) ? "crawler" : "shopper";
}
