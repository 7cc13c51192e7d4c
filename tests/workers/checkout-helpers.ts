/** Shared by the checkout tests: buyers, a finished generation, the Stripe stand-in, signed webhooks. */
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { createDb } from "~/server/db/client.server";
import { recordCompleted, recordStarted } from "~/server/generations/records.server";
import { logoFileKey } from "~/server/generations/logo-files.server";
import { newVisitorToken, visitorIdFor } from "~/server/visitor.server";
import { newGenerationId } from "../../workers/protocol/ids";

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

/** A finished generation owned by `buyer`, with its design in D1 and its files in R2 (bytes that say which). */
export async function finishedGeneration(buyer: Buyer, name = "Fern Hollow", options: { previewOnly?: boolean } = {}): Promise<string> {
  const id = newGenerationId();
  await recordStarted(db(), { id, logoId: null, prompt: `A logo for ${name}`, parentGenerationId: null, revisionGroupId: null, ownerVisitorId: buyer.id, at: new Date() });
  await recordCompleted(db(), id, { spec: { brand: name }, metadata: { name, description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
  // The embedded agent sends the watermarked preview alone (the files are rendered when the
  // logo is bought); an agent may also send every file with its final image.
  const kinds = options.previewOnly ? (["pngWatermarked"] as const) : (["png", "pngTransparent", "webp", "svg", "pngWatermarked"] as const);
  for (const kind of kinds) {
    const type = kind === "webp" ? "image/webp" : kind === "svg" ? "image/svg+xml" : "image/png";
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
