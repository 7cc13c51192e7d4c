/**
 * The edge cache and D1 per page view (issue 26): for five pages, the time to first byte
 * of an answer from the edge cache (warm), of one rendered and stored (uncached: a URL the
 * cache has not seen, so the Worker renders it from the primary), and of the same page for
 * a signed-in visitor (answered fresh, never cached); and the D1 queries each made, as the
 * answers' Server-Timing says. Medians and p95 of 30 views each, one after another, against
 * both Workers under `wrangler dev` on this machine.
 *
 *   node bench/edge.ts [--port 8850] [--views 30]
 *
 * Locally there is one "data centre" and no replica: what a deploy adds is in docs/operating.md.
 */
import { parseArgs } from "node:util";
import { percentile, startLocalApp } from "./lib/local-app.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "8850" }, views: { type: "string", default: "30" } } });
const VIEWS = Number(values.views);
const PAGES = ["/", "/browse", "/logo/1", "/gallery", "/blog"];

interface View {
  ttfbMs: number;
  queries: number;
  status: string;
}

/** One view: the time until the answer's headers arrive (the first byte), then the body is read. */
async function view(url: string, cookie?: string): Promise<View> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const ttfbMs = performance.now() - started;
  await response.arrayBuffer();
  const timing = response.headers.get("server-timing") ?? "";
  const queries = Number(/d1;[^,]*desc="(\d+) quer/.exec(timing)?.[1] ?? NaN);
  return { ttfbMs, queries, status: response.headers.get("cache-status") ?? "" };
}

function summary(views: View[], expected: RegExp, label: string): string {
  const wrong = views.filter((each) => !expected.test(each.status));
  if (wrong.length > 0) throw new Error(`${label}: ${wrong.length} answers were not ${expected} (${wrong[0]!.status})`);
  const ttfb = views.map((each) => each.ttfbMs);
  const queries = [...new Set(views.map((each) => each.queries))].sort((a, b) => a - b).join("-");
  return `${percentile(ttfb, 50).toFixed(1)} / ${percentile(ttfb, 95).toFixed(1)} ms | ${queries}`;
}

const server = await startLocalApp({ port: values.port!, name: "edge" });
const app = server.url;
try {
  // A signed-in visitor, for the pages answered fresh.
  const signUp = await fetch(`${app}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app },
    body: new URLSearchParams({ email: `bench.edge.${Date.now()}@example.com`, password: "correct horse battery", redirectTo: "/" }),
  });
  const session = /session=[^;]+/.exec(signUp.headers.getSetCookie().join("; "))?.[0];
  if (!session) throw new Error(`sign-up answered ${signUp.status} without a session`);

  const rows: string[] = [];
  for (const page of PAGES) {
    const separator = page.includes("?") ? "&" : "?";
    // Warm the Worker's modules once (a fresh isolate compiles them on its first request).
    await view(`${app}${page}${separator}warm=${Date.now()}`);
    const uncached: View[] = [];
    const warm: View[] = [];
    const signedIn: View[] = [];
    for (let index = 0; index < VIEWS; index++) uncached.push(await view(`${app}${page}${separator}view=${Date.now()}-${index}`));
    await view(`${app}${page}`);
    for (let index = 0; index < VIEWS; index++) warm.push(await view(`${app}${page}`));
    for (let index = 0; index < VIEWS; index++) signedIn.push(await view(`${app}${page}`, session));
    rows.push(
      `| \`${page}\` | ${summary(warm, /; hit;/, `${page} warm`)} | ${summary(uncached, /fwd=uri-miss; stored/, `${page} uncached`)} | ${summary(signedIn, /fwd=bypass/, `${page} signed in`)} |`,
    );
  }
  console.log(`Edge cache and D1 per view: ${VIEWS} views each, this machine, both Workers under wrangler dev.\n`);
  console.log("| Page | Warm cache: TTFB p50 / p95 | D1 queries | Uncached: TTFB p50 / p95 | D1 queries | Signed in: TTFB p50 / p95 | D1 queries |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
} finally {
  server.stop();
}
