// The browsers the end-to-end tests run (playwright.config.ts), apart so a spec can name one.
import { existsSync } from "node:fs";

/** Debian's Chromium, the desktop browser (run headless); `CHROMIUM_PATH` names another. */
export const DESKTOP_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell (package `chromium-headless-shell`): the same Chromium build
 * without the desktop browser around it, which is what Playwright itself runs headless. A new context
 * and its first pages cost about half the CPU they cost in the desktop browser's headless mode (the
 * same journey and account-profile tests: 92 against 148 CPU seconds), and CPU is what a run on two
 * cores waits for. It has none of the desktop browser's own settings: a test that needs them
 * (cookies-off.spec.ts) launches DESKTOP_CHROMIUM.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** What the tests run in: the headless shell where it is installed, unless `CHROMIUM_PATH` names a browser. */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM);
