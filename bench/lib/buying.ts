/**
 * Guests buying during the load bench (issue "Money and accounts hold under faults and
 * load", item 6): each opens a checkout for a catalogue logo, pays on Stripe's stand-in, and
 * Stripe's completion event is delivered to the webhook; the buyer then asks for the logo's
 * ZIP until it downloads. Pairs race for one logo: both open a checkout at the same moment,
 * and each pays if it got one. Afterwards every paid order must be completed (files) or
 * refunded (a double sale given back): anything else is lost.
 */
import type { startStripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { signedCompletion, standInStripe } from "./stripe-events.ts";

export interface BuyingResult {
  buyers: number;
  /** Checkouts refused because another buyer held the logo (a racing pair's second): not errors. */
  refused: number;
  paid: number;
  completed: number;
  refunded: number;
  lost: number;
  errors: number;
  failures: Record<string, number>;
  /** Payment to the ZIP downloading, for the completed orders. */
  filesMs: number[];
}

interface Buyer {
  cookie: string;
  logoId: number;
}

export async function buyAll(app: string, stand: Awaited<ReturnType<typeof startStripeStandIn>>, buyers: Buyer[], deadlineMs = 180_000): Promise<BuyingResult> {
  const stripe = standInStripe(stand.url);
  const result: BuyingResult = { buyers: buyers.length, refused: 0, paid: 0, completed: 0, refunded: 0, lost: 0, errors: 0, failures: {}, filesMs: [] };
  const fail = (what: string) => {
    result.errors++;
    result.failures[what] = (result.failures[what] ?? 0) + 1;
  };

  const paidOrders: { orderId: string; cookie: string }[] = [];

  async function buy({ cookie, logoId }: Buyer): Promise<void> {
    const purchaseId = `original_${logoId}`;
    const created = await fetch(`${app}/api/checkout`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify({ logoIds: [purchaseId] }) });
    const opened = (await created.json().catch(() => null)) as { success?: boolean; orderId?: string; checkoutUrl?: string } | null;
    if (!opened?.success) {
      // A logo another buyer holds is refused with words (409); anything else is an error.
      if (created.status === 409) result.refused++;
      else fail(`checkout ${created.status}`);
      return;
    }
    const sessionId = opened.checkoutUrl!.split("/").pop()!;
    const paidAt = performance.now();
    const paid = await fetch(`${stand.url}/__stand-in/sessions/${sessionId}/pay`, { method: "POST", body: JSON.stringify({ email: `load.${logoId}.${sessionId.slice(-6)}@example.com` }) });
    if (!paid.ok) return fail(`pay ${paid.status}`);
    result.paid++;
    paidOrders.push({ orderId: opened.orderId!, cookie });
    const completion = await signedCompletion(stripe, sessionId);
    if (!completion) return fail("no completion event");
    const { payload, signature } = completion;
    const hook = await fetch(`${app}/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
    if (!hook.ok) fail(`webhook ${hook.status}`);
    // As the buyer: the files until they download, or the order's word that it was refunded.
    while (performance.now() - paidAt < deadlineMs) {
      const zip = await fetch(`${app}/api/orders/${opened.orderId}/files/${purchaseId}/zip`, { headers: { Cookie: cookie } });
      await zip.arrayBuffer();
      if (zip.ok) {
        result.filesMs.push(performance.now() - paidAt);
        break;
      }
      if (zip.status >= 500 && zip.status !== 503) fail(`zip ${zip.status}`);
      const status = (await (await fetch(`${app}/api/purchases/${opened.orderId}`, { headers: { Cookie: cookie } })).json()) as { purchase?: { status?: string } };
      if (status.purchase?.status === "refunded") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Every paid order, once all buyers are done: completed (files) or refunded, or lost. */
  async function settle(): Promise<void> {
    for (const { orderId, cookie } of paidOrders) {
      const final = (await (await fetch(`${app}/api/purchases/${orderId}`, { headers: { Cookie: cookie } })).json()) as { purchase?: { status?: string } };
      if (final.purchase?.status === "completed") result.completed++;
      else if (final.purchase?.status === "refunded") result.refunded++;
      else result.lost++;
    }
  }

  await Promise.all(
    buyers.map((buyer) =>
      buy(buyer).catch((error: unknown) => {
        fail(`network: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
      }),
    ),
  );
  await settle();
  return result;
}

/** `count` guests for logos of their own from `firstLogo` on, and `races` pairs racing for one logo each after them. */
export function buyersFor(count: number, races: number, firstLogo: number): Buyer[] {
  // A visitor token is 43 characters of base64url (app/server/tokens.server.ts).
  const cookie = (n: number) => `visitor=${"l".repeat(39)}${String(n).padStart(4, "0")}`;
  const alone = Array.from({ length: count }, (_, index) => ({ cookie: cookie(index), logoId: firstLogo + index }));
  const racing = Array.from({ length: races }, (_, index) => [0, 1].map((side) => ({ cookie: cookie(count + index * 2 + side), logoId: firstLogo + count + index }))).flat();
  return [...alone, ...racing];
}
