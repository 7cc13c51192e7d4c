/**
 * What the Lighthouse scripts share: the test server (scripts/serve-test.ts, fresh local
 * state, started unless one already answers), Debian's chromium, and one run of
 * Lighthouse with its scores and the weighted audits that cost points.
 */
import { spawn, type ChildProcess } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The server for `port`: one already running, or one started here (null when reused). */
export async function ensureTestServer(port: string): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/robots.txt`)) return { base, stop: () => undefined };
  // Its own process group, so the workerd it starts stops with it.
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve-test.ts", "--port", port], { stdio: "ignore", detached: true });
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
  };
  for (let waited = 0; waited < 120; waited += 1) {
    if (await answers(`${base}/robots.txt`)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`No server answered on ${base} within 2 minutes (is the app built? run \`npm run build\`).`);
}

export function launchChromium() {
  // The certificate of the local HTTPS front (bench/lib/edge-front.ts) is made for the run.
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS] });
}

export interface LighthouseResult {
  /** Category id to score 0-100 (null when Lighthouse could not score it). */
  scores: Record<string, number | null>;
  /** The weighted audits below full marks, as `category: audit (value)`. */
  lost: string[];
}

export async function runLighthouse(port: number, url: string, categories: string[]): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories: categories });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores: Record<string, number | null> = {};
  const lost: string[] = [];
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    scores[category] = score == null ? null : Math.round(score * 100);
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lost.push(`${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  return { scores, lost };
}
