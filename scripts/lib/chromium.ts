/**
 * Debian's chromium as every tool here starts it (Playwright, Lighthouse). The machine
 * reaches no outside host, and Chromium's background services would try to, often many
 * at once; the last flag keeps it from even looking hosts up.
 */
import { existsSync } from "node:fs";

/** The full browser: Lighthouse measures what a visitor's Chrome does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' browser: Debian's `chromium-headless-shell`, the same Chromium build
 * without the desktop browser's shell, as Playwright runs headless tests by default. It
 * takes half the CPU of the full browser for the same tests (docs/decisions/0021). Where it
 * is missing and cannot be installed the tests run in the full browser.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // Never look up outside hosts: everything the product needs is on 127.0.0.1.
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];
