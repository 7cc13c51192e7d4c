/**
 * Load (issue 13): 100 generations at once through the relay, with the product's own agent,
 * while 50 clients browse and search the catalogue for as long as the generations run, and
 * 24 guests buy a logo each through Stripe's stand-in while 4 pairs race for one logo each
 * (bench/lib/buying.ts). Prints errors (target 0), p50/p95 of a page's time (browse,
 * search, landing, a logo page), p50/p95 of a generation's first event and of its final
 * image, and of the buyers: orders lost (target 0), refused checkouts of a held logo, and
 * payment to files (the ZIP downloading) p50/p95.
 *
 *   node bench/load.ts [--generations 100] [--browsers 50] [--buyers 24] [--races 4] [--port 8834] [--agent-inside]
 *
 * Both Workers run under `wrangler dev` on 127.0.0.1 with fresh local state, the
 * generation limits raised for the run (every client here shares one address). The agent
 * runs in a process of its own, reached over AGENT_URL, so that its CPU is not the
 * pages' (in production each request has its own isolate); `--agent-inside` runs it in
 * the app's process, where every page waits behind the logos being drawn.
 */
import { parseArgs } from "node:util";
import { startStripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { buyAll, buyersFor } from "./lib/buying.ts";
import { BENCH_STRIPE } from "./lib/stripe-events.ts";
import { percentile, startLocalApp } from "./lib/local-app.ts";

const { values } = parseArgs({
  options: {
    generations: { type: "string", default: "100" },
    browsers: { type: "string", default: "50" },
    buyers: { type: "string", default: "24" },
    races: { type: "string", default: "4" },
    port: { type: "string", default: "8834" },
    /** Serve the agent inside the app's process (as `npm start` does) instead of apart. */
    "agent-inside": { type: "boolean", default: false },
  },
});
const GENERATIONS = Number(values.generations);
const BROWSERS = Number(values.browsers);
const PAGES = ["/", "/browse", "/browse?search=coffee", "/browse?search=mountain%20studio&category=Nature", "/browse?tags=modern&page=2", "/logo/1", "/logo/7"];

// Stripe's API on loopback: the buyers pay there, and its events are delivered to the webhook.
const stand = await startStripeStandIn();
const server = await startLocalApp({
  port: values.port!,
  name: "load",
  vars: {
    GENERATION_LIMIT_PER_IP: "100000",
    GENERATION_LIMIT_PER_VISITOR: "100000",
    STRIPE_SECRET_KEY: BENCH_STRIPE.key,
    STRIPE_WEBHOOK_SECRET: BENCH_STRIPE.webhookSecret,
    STRIPE_API_URL: stand.url,
  },
  agentApart: !values["agent-inside"],
});
const app = server.url;
let errors = 0;
const failures = new Map<string, number>();
const fail = (what: string) => {
  errors++;
  failures.set(what, (failures.get(what) ?? 0) + 1);
};

async function generation(index: number): Promise<{ firstMs: number; finalMs: number } | null> {
  const started = performance.now();
  const response = await fetch(`${app}/agent/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: `A logo for a bakery called Crumb ${index}, warm and friendly` }] }),
  });
  if (!response.ok || !response.body) return fail(`generation ${response.status}`), null;
  let firstMs = 0;
  let finalMs = 0;
  let buffer = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    if (!firstMs && buffer.includes("data:")) firstMs = performance.now() - started;
    if (!finalMs && buffer.includes('"type":"final_image"')) finalMs = performance.now() - started;
    if (buffer.includes('"type":"error"') || buffer.includes('"type":"image_error"')) {
      // Which error: its words, so a stall is told from a refusal.
      const said = /"(?:message|error)":"([^"]{0,80})/.exec(buffer.slice(buffer.search(/"type":"(?:image_)?error"/) - 200))?.[1] ?? "no words";
      return fail(`generation error event: ${said}`), null;
    }
    // Keep only the tail: the markers above are short.
    if (buffer.length > 4096) buffer = buffer.slice(-512);
  }
  if (!finalMs) return fail("generation without a final image"), null;
  return { firstMs, finalMs };
}

const pageMs: number[] = [];
async function browser(index: number, until: () => boolean) {
  for (let step = index; !until(); step++) {
    const path = PAGES[step % PAGES.length]!;
    const started = performance.now();
    try {
      const response = await fetch(`${app}${path}`);
      await response.arrayBuffer();
      if (!response.ok) fail(`page ${path} ${response.status}`);
      else pageMs.push(performance.now() - started);
    } catch {
      fail(`page ${path} network`);
    }
  }
}

try {
  let done = false;
  const startedAt = performance.now();
  const browsing = Array.from({ length: BROWSERS }, (_, index) => browser(index, () => done));
  // Logos 40 on: clear of the logo pages the browsers open.
  const buying = buyAll(app, stand, buyersFor(Number(values.buyers), Number(values.races), 40));
  const results = await Promise.all(Array.from({ length: GENERATIONS }, (_, index) => generation(index).catch(() => (fail("generation network"), null))));
  const bought = await buying;
  done = true;
  await Promise.all(browsing);
  const finished = results.filter((result): result is { firstMs: number; finalMs: number } => result !== null);
  const round = (value: number) => Math.round(value);
  console.log(JSON.stringify({
    generations: GENERATIONS,
    completed: finished.length,
    browsers: BROWSERS,
    pageRequests: pageMs.length,
    errors,
    failures: Object.fromEntries(failures),
    seconds: round((performance.now() - startedAt) / 1000),
    pageP50Ms: round(percentile(pageMs, 50)),
    pageP95Ms: round(percentile(pageMs, 95)),
    firstEventP50Ms: round(percentile(finished.map((result) => result.firstMs), 50)),
    firstEventP95Ms: round(percentile(finished.map((result) => result.firstMs), 95)),
    finalImageP50Ms: round(percentile(finished.map((result) => result.finalMs), 50)),
    finalImageP95Ms: round(percentile(finished.map((result) => result.finalMs), 95)),
    buying: {
      buyers: bought.buyers,
      paid: bought.paid,
      completed: bought.completed,
      refunded: bought.refunded,
      refusedHeld: bought.refused,
      lost: bought.lost,
      errors: bought.errors,
      failures: bought.failures,
      paymentToFilesP50Ms: bought.filesMs.length ? round(percentile(bought.filesMs, 50)) : null,
      paymentToFilesP95Ms: bought.filesMs.length ? round(percentile(bought.filesMs, 95)) : null,
    },
  }, null, 2));
} finally {
  server.stop();
  await stand.close();
}
