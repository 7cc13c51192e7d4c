/**
 * Fulfilment under duplicate deliveries (issue 11): 10 orders paid through the local
 * Stripe stand-in; for each, the completion webhook is delivered 10 times at once,
 * together with the success page. Prints how many orders completed (exactly 10), how many
 * requests failed (0), how many receipts were sent (10), and the time from payment to the
 * files being downloadable (the ZIP answers 200): p50 and p95.
 *
 *   node bench/checkout.ts [--port 8830]
 *
 * It starts both Workers with `wrangler dev` on 127.0.0.1 (fresh local state), Stripe's
 * stand-in on loopback (which applies Stripe's rules to every session the app opens, and
 * records the events delivered here), and stops them at the end. Nothing leaves this machine.
 */
import { parseArgs } from "node:util";
import { startStripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { percentile, startLocalApp } from "./lib/local-app.ts";
import { BENCH_STRIPE, signedCompletion, standInStripe } from "./lib/stripe-events.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "8830" } } });
const ORDERS = 10;
const DELIVERIES = 10;

const stand = await startStripeStandIn();
const server = await startLocalApp({
  port: values.port!,
  name: "checkout",
  // The receipts are read back from the local outbox page.
  vars: { STRIPE_SECRET_KEY: BENCH_STRIPE.key, STRIPE_WEBHOOK_SECRET: BENCH_STRIPE.webhookSecret, STRIPE_API_URL: stand.url, DEV_OUTBOX: "on" },
});
const app = server.url;

const stripe = standInStripe(stand.url);
let errors = 0;
const readyMs: number[] = [];
try {
  for (let index = 0; index < ORDERS; index++) {
    const cookie = `visitor=${"b".repeat(42)}${index}`;
    const created = await fetch(`${app}/api/checkout`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify({ logoIds: [`original_${index + 1}`] }) });
    const { orderId, checkoutUrl } = (await created.json()) as { orderId: string; checkoutUrl: string };
    const sessionId = checkoutUrl.split("/").pop()!;
    const paidAt = performance.now();
    await fetch(`${stand.url}/__stand-in/sessions/${sessionId}/pay`, { method: "POST", body: JSON.stringify({ email: `bench${index}@example.com` }) });
    // The event Stripe recorded of the payment, as it would send it to the webhook.
    const completion = await signedCompletion(stripe, sessionId);
    if (!completion) throw new Error(`the stand-in recorded no completion of ${sessionId}`);
    const { payload, signature } = completion;
    const requests = [
      ...Array.from({ length: DELIVERIES }, () => fetch(`${app}/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload })),
      fetch(`${app}/purchase-success?order_id=${orderId}`, { headers: { Cookie: cookie } }),
    ];
    for (const response of await Promise.all(requests)) if (!response.ok) errors++;
    // Files ready: the ZIP of the logo (every file) downloads.
    for (;;) {
      const zip = await fetch(`${app}/api/orders/${orderId}/files/original_${index + 1}/zip`, { headers: { Cookie: cookie } });
      if (zip.ok) {
        await zip.arrayBuffer();
        readyMs.push(performance.now() - paidAt);
        break;
      }
      if (performance.now() - paidAt > 30_000) {
        errors++;
        break;
      }
    }
  }
  // Each completed order sent one receipt and sold its logo: count both.
  const outbox = await (await fetch(`${app}/dev/outbox`)).text();
  // Counted in the page's headings (the page also carries its data, which names each mail again).
  const receipts = (outbox.match(/<h2[^>]*>[^<]*receipt for order/g) ?? []).length;
  const sold = await (await fetch(`${app}/sold-logos`)).text();
  const completed = (sold.match(/>Sold<\/span>/g) ?? []).length;
  console.log(JSON.stringify({ orders: ORDERS, deliveriesPerOrder: DELIVERIES, completed, receipts, errors, readyP50Ms: Math.round(percentile(readyMs, 50)), readyP95Ms: Math.round(percentile(readyMs, 95)) }, null, 2));
} finally {
  server.stop();
  await stand.close();
}
