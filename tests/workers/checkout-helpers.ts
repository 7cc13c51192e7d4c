/** Shared by the checkout tests: buyers, a finished generation, the Stripe stand-in, signed webhooks. */
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { createDb } from "#app/server/db/client.server.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { logoFileKey } from "#app/server/generations/logo-files.server.ts";
import { newVisitorToken, visitorIdFor } from "#app/server/visitor.server.ts";
import { newGenerationId } from "#protocol/ids.ts";
import { stripeEvent } from "#tests/support/stripe-objects.ts";
import type { Payment } from "#tests/support/stripe-ledger.ts";
import type { AccountSettings } from "#tests/support/stripe-rules.ts";

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
export async function finishedGeneration(buyer: Buyer, name = "Fern Hollow", options: { previewOnly?: boolean; spec?: unknown } = {}): Promise<string> {
  const id = newGenerationId();
  await recordStarted(db(), { id, logoId: null, prompt: `A logo for ${name}`, parentGenerationId: null, revisionGroupId: null, ownerVisitorId: buyer.id, at: new Date() });
  await recordCompleted(db(), id, { spec: options.spec === undefined ? { brand: name } : options.spec, metadata: { name, description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
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

/** The real `stripe` package against the stand-in, as the app's operator (or Stripe's dashboard) would call it. */
export function stripeApi(key = env.STRIPE_SECRET_KEY!): Stripe {
  const url = new URL(STAND_IN());
  return new Stripe(key, { httpClient: Stripe.createFetchHttpClient(), protocol: "http", host: url.hostname, port: url.port, maxNetworkRetries: 0 });
}

/** The buyer pays on Stripe's page (the stand-in's hand): the session becomes paid. */
export async function pay(sessionId: string, paid: Payment = {}) {
  const response = await fetch(`${STAND_IN()}/__stand-in/sessions/${sessionId}/pay`, { method: "POST", body: JSON.stringify(paid) });
  if (!response.ok) throw new Error(`paying ${sessionId} failed: ${response.status}`);
  return (await response.json()) as Stripe.Checkout.Session;
}

/** Time passes for one session: it reaches its expiry, and Stripe expires it. */
export async function runOut(sessionId: string) {
  const response = await fetch(`${STAND_IN()}/__stand-in/sessions/${sessionId}/run-out`, { method: "POST" });
  if (!response.ok) throw new Error(`running out ${sessionId} failed: ${response.status}`);
}

/** What the app sent Stripe to create the session (the form, parsed as Stripe reads it). */
export async function sentParams(sessionId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${STAND_IN()}/__stand-in/sessions/${sessionId}/request`);
  if (!response.ok) throw new Error(`no request for ${sessionId}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The dashboard settings of the account behind `apiKey` (a test's own key: no other test is affected). */
export async function setAccount(apiKey: string, settings: Partial<AccountSettings>) {
  await fetch(`${STAND_IN()}/__stand-in/accounts`, { method: "POST", body: JSON.stringify({ apiKey, ...settings }) });
}

/** Every request made with `apiKey` fails this way (a test's own key: no other test is affected). */
export async function scriptFailure(apiKey: string, failure: { drop?: boolean; status?: number; error?: { type: string; message: string; code?: string; param?: string } }) {
  await fetch(`${STAND_IN()}/__stand-in/failures`, { method: "POST", body: JSON.stringify({ apiKey, ...failure }) });
}

export async function session(sessionId: string): Promise<Stripe.Checkout.Session> {
  return stripeApi().checkout.sessions.retrieve(sessionId);
}

export async function refunds(paymentIntent: string): Promise<Stripe.Refund[]> {
  return (await stripeApi().refunds.list({ payment_intent: paymentIntent })).data;
}

/** The event Stripe recorded of `type` for the object `objectId` (as it would send it to the webhook). */
export async function stripeEventFor(type: string, objectId: string): Promise<Stripe.Event> {
  const { data } = await stripeApi().events.list({ type, limit: 100 });
  const found = data.find((event) => (event.data.object as { id?: string }).id === objectId);
  if (!found) throw new Error(`Stripe recorded no ${type} for ${objectId}`);
  return found;
}

/** Delivers an event to the app's webhook, signed with the endpoint's secret by the package's own helper. */
export async function deliverEvent(event: unknown, options: { secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = await new Stripe("sk_test_local_stand_in", { httpClient: Stripe.createFetchHttpClient() }).webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET!,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return SELF.fetch("http://localhost/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
}

/** Delivers what Stripe recorded of `type` for the object: the event as Stripe would send it. */
export async function deliverRecorded(type: string, objectId: string) {
  return deliverEvent(await stripeEventFor(type, objectId));
}

/**
 * Delivers an event Stripe did not record, in Stripe's envelope (a replay under another id,
 * one arriving out of order, a forgery): `object` as Stripe shapes it.
 */
export async function deliver(type: string, object: unknown, options: { id?: string; secret?: string } = {}) {
  return deliverEvent(stripeEvent(type, object as Record<string, unknown>, options.id), options);
}
