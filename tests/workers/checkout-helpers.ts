/** Shared by the checkout tests: buyers, a finished generation, the Stripe stand-in, signed webhooks. */
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { createDb } from "#app/server/db/client.server.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { logoFileKey } from "#app/server/generations/logo-files.server.ts";
import { newVisitorToken, visitorIdFor } from "#app/server/visitor.server.ts";
import { newGenerationId } from "#protocol/ids.ts";

export const db = () => createDb(env.DB);

export interface Buyer {
  token: string;
  id: string;
  cookie: string;
}

export async function newBuyer(): Promise<Buyer> {
  const token = newVisitorToken();
  return { token, id: await visitorIdFor(token), cookie: `visitor=${token}` };
}

/** A finished generation owned by `buyer`, with its files in R2 (PNG bytes that say so). */
export async function finishedGeneration(buyer: Buyer, name = "Fern Hollow"): Promise<string> {
  const id = newGenerationId();
  await recordStarted(db(), { id, logoId: null, prompt: `A logo for ${name}`, parentGenerationId: null, revisionGroupId: null, ownerVisitorId: buyer.id, at: new Date() });
  await recordCompleted(db(), id, { spec: { brand: name }, metadata: { name, description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
  for (const [kind, type] of [["png", "image/png"], ["pngTransparent", "image/png"], ["webp", "image/webp"], ["svg", "image/svg+xml"], ["pngWatermarked", "image/png"]] as const) {
    await env.LOGO_FILES.put(logoFileKey(id, kind), new TextEncoder().encode(`${kind} of ${id}`), { httpMetadata: { contentType: type } });
  }
  return id;
}

export function checkout(buyer: Buyer, body: unknown) {
  return SELF.fetch("http://localhost/api/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: buyer.cookie },
    body: JSON.stringify(body),
  });
}

export async function startCheckout(buyer: Buyer, logoIds: string[]): Promise<{ orderId: string; sessionId: string; checkoutUrl: string }> {
  const response = await checkout(buyer, { logoIds });
  const body = (await response.json()) as { success: boolean; orderId: string; checkoutUrl: string; error?: string };
  if (!body.success) throw new Error(`checkout failed: ${response.status} ${body.error}`);
  return { orderId: body.orderId, checkoutUrl: body.checkoutUrl, sessionId: body.checkoutUrl.split("/").pop()! };
}

const STAND_IN = () => env.STRIPE_API_URL!;

/** The buyer pays on Stripe's page (the stand-in's hand): the session becomes paid. */
export async function pay(sessionId: string, paid: { amount?: number; currency?: string; email?: string } = {}) {
  const response = await fetch(`${STAND_IN()}/__stand-in/sessions/${sessionId}/pay`, { method: "POST", body: JSON.stringify(paid) });
  if (!response.ok) throw new Error(`paying ${sessionId} failed: ${response.status}`);
  return (await response.json()) as Stripe.Checkout.Session;
}

export async function session(sessionId: string): Promise<Stripe.Checkout.Session> {
  const response = await fetch(`${STAND_IN()}/v1/checkout/sessions/${sessionId}`, { headers: { Authorization: "Bearer sk_test_local_stand_in" } });
  return (await response.json()) as Stripe.Checkout.Session;
}

export async function refunds(): Promise<{ payment_intent: string }[]> {
  return ((await (await fetch(`${STAND_IN()}/__stand-in/refunds`)).json()) as { refunds: { payment_intent: string }[] }).refunds;
}

let eventCount = 0;

/** A webhook event as Stripe sends it, signed with the endpoint's secret by the package's own helper. */
export async function deliver(type: string, object: unknown, options: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_test_${Date.now()}_${eventCount++}`, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
  const stripe = new Stripe("sk_test_local_stand_in", { httpClient: Stripe.createFetchHttpClient() });
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET!,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return SELF.fetch("http://localhost/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
}
