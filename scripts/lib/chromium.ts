/**
 * Debian's chromium as every tool here starts it (Playwright, Lighthouse). The machine
 * reaches no outside host, and Chromium's background services would try to, often many
 * at once; the last flag keeps it from even looking hosts up.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
