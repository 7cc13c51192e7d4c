/**
 * Create checkout (marketplace spec section 7): logoIds, userEmail, successUrl, cancelUrl
 * in; a checkout URL out. Everything money or ownership depends on is decided here, on
 * the server: which logos exist and may be bought by this buyer, that none is sold, who
 * holds them now (holds.server.ts: the buyer's own open checkout is resumed, someone
 * else's is told with until when), and the total (999 cents a logo). What Stripe would
 * refuse is refused here first, before any logo is held.
 */
import { owns } from "#app/server/auth/owner.server.ts";
import { newId } from "#protocol/ids.ts";
import { LIMITS } from "#protocol/limits.ts";
import { CURRENCY, PRICE_CENTS, orderTotalCents } from "#app/lib/money.ts";
import { createFailedMessage, MAX_LOGOS_PER_ORDER, parsePurchaseId, PURCHASE_COPY, tooManyLogosMessage, type PurchaseTarget } from "#app/lib/purchase.ts";
import { getCatalogueLogo } from "#app/server/catalogue/catalogue.server.ts";
import { orderItems, orders } from "#app/server/db/schema.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";
import { holdLogo } from "#app/server/orders/logo-sales.server.ts";
import { STEP_GRACE_MS } from "#app/server/orders/order-states.ts";
import { moveOrder } from "#app/server/orders/orders.server.ts";
import { GUEST_CONTACT, type Buyer } from "./buyer.server.ts";
import { endUnpaidOrder } from "./fulfil.server.ts";
import { settleHolds, type Wanted } from "./holds.server.ts";
import { checkoutProvider, type CheckoutProvider } from "./provider.server.ts";
import type { PurchaseContext } from "./purchases.server.ts";
import { checkoutTimes } from "./stripe-limits.ts";
import { ProviderFailure } from "./types.ts";

export interface CheckoutInput {
  logoIds: string[];
  userEmail?: string | null;
  successUrl?: string | null;
  cancelUrl?: string | null;
}

type Status = 400 | 403 | 404 | 409 | 502 | 503;
export type CheckoutResult = { ok: true; orderId: string; checkoutUrl: string } | { ok: false; status: Status; error: string };

const fail = (status: Status, error: string): CheckoutResult => ({ ok: false, status, error });

/** Two requests of one buyer can race for the same logos; the loser looks again, this many times. */
const ROUNDS = 3;

export async function createCheckout(context: PurchaseContext, buyer: Buyer, input: CheckoutInput): Promise<CheckoutResult> {
  const { db, env, origin } = context;
  const provider = checkoutProvider(env, db);
  if (!provider) return fail(503, createFailedMessage(PURCHASE_COPY.notConfigured));

  const ids = [...new Set(input.logoIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) return fail(400, PURCHASE_COPY.noLogoId);
  // One line item a logo, and Stripe takes at most 100 (MAX_LOGOS_PER_ORDER is below that).
  if (ids.length > MAX_LOGOS_PER_ORDER) return fail(400, createFailedMessage(tooManyLogosMessage(ids.length)));
  const targets: { target: PurchaseTarget; purchaseId: string }[] = [];
  for (const purchaseId of ids) {
    const target = parsePurchaseId(purchaseId);
    if (!target) return fail(400, PURCHASE_COPY.noLogoId);
    targets.push({ target, purchaseId });
  }
  const successUrl = sameOrigin(input.successUrl, origin, "/purchase-success");
  const cancelUrl = sameOrigin(input.cancelUrl, origin, "/purchase-cancelled");
  if (!successUrl || !cancelUrl) return fail(400, createFailedMessage(PURCHASE_COPY.badReturnUrl));
  const request = { successUrl, cancelUrl, email: validEmail(input.userEmail) };

  for (let round = 0; round < ROUNDS; round++) {
    const items: Wanted[] = [];
    for (const { target, purchaseId } of targets) {
      const checked = await checkItem(context, target, buyer);
      if ("error" in checked) return fail(checked.status, createFailedMessage(checked.error));
      items.push({ target, purchaseId, name: checked.name });
    }
    const holds = await settleHolds(context, buyer, items);
    if (holds.kind === "resume") return { ok: true, orderId: holds.orderId, checkoutUrl: holds.url };
    if (holds.kind === "refused") return fail(holds.status, createFailedMessage(holds.error));
    const opened = await openCheckout(context, provider, buyer, items, request);
    if (opened !== "raced") return opened;
  }
  return fail(409, createFailedMessage(PURCHASE_COPY.checkoutOpening));
}

/**
 * A new order: its row, a hold on each logo for as long as the session can be paid, then
 * the provider's session. "raced" when another checkout took a logo between the look and
 * the hold (the database decides); nothing of this one is left behind then.
 */
async function openCheckout(
  context: PurchaseContext,
  provider: CheckoutProvider,
  buyer: Buyer,
  items: Wanted[],
  request: { successUrl: string; cancelUrl: string; email: string | null },
): Promise<CheckoutResult | "raced"> {
  const { db } = context;
  const orderId = newId("order");
  const now = new Date();
  const { expiresAt, heldUntil } = checkoutTimes(now.getTime());
  const totalCents = orderTotalCents(items.length);
  await db.batch([
    db.insert(orders).values({
      id: orderId,
      status: "pending",
      totalCents,
      currency: CURRENCY,
      provider: provider.name,
      contactEmail: request.email ?? GUEST_CONTACT,
      ownerVisitorId: buyer.visitorId,
      ownerUserId: buyer.userId ?? null,
      siteOrigin: context.origin,
      createdAt: now,
      updatedAt: now,
      // Nobody came back to it by then (the webhook, the success page): the job asks the provider.
      nextAttemptAt: new Date(now.getTime() + STEP_GRACE_MS),
    }),
    db.insert(orderItems).values(items.map((item) => ({ orderId, purchaseId: item.purchaseId, name: item.name }))),
  ]);

  for (const item of items) {
    if (!(await holdLogo(context, item.target, orderId, heldUntil))) {
      await abandon(context, orderId);
      return "raced";
    }
  }

  let session: { sessionId: string; url: string };
  try {
    session = await provider.createSession({
      orderId,
      totalCents,
      currency: CURRENCY,
      items: items.map((item) => ({ name: item.name, amountCents: PRICE_CENTS, imageUrl: lineItemImage(item.target, context.origin) })),
      termsUrl: new URL("/terms", context.origin).href,
      successUrl: withOrderId(request.successUrl, orderId),
      cancelUrl: withOrderId(request.cancelUrl, orderId),
      expiresAt,
      customerEmail: request.email,
    });
  } catch (error) {
    console.error(`checkout ${orderId}: the provider did not open a session`, error);
    await abandon(context, orderId);
    const refused = error instanceof ProviderFailure && error.kind === "refused";
    return fail(502, createFailedMessage(refused ? PURCHASE_COPY.providerRefused : PURCHASE_COPY.providerUnavailable));
  }
  if (await moveOrder(db, orderId, ["pending"], "pending", { providerSessionId: session.sessionId })) {
    return { ok: true, orderId, checkoutUrl: session.url };
  }
  // The buyer started another checkout for these logos while this one opened, and that one
  // ended this order: its session must not stay payable.
  await provider.expireSession(session.sessionId).catch((error: unknown) => console.error(`checkout ${orderId}: expiring its replaced session failed`, error));
  return "raced";
}

async function checkItem(context: PurchaseContext, target: PurchaseTarget, buyer: Buyer): Promise<{ name: string } | { status: 403 | 404 | 409; error: string }> {
  if (target.kind === "catalogue") {
    const logo = await getCatalogueLogo(context.db, target.id);
    if (!logo) return { status: 404, error: PURCHASE_COPY.noLogoId };
    if (logo.sold) return { status: 409, error: PURCHASE_COPY.sold };
    return { name: logo.name };
  }
  const generation = await getGeneration(context.db, target.generationId);
  if (!generation) return { status: 404, error: PURCHASE_COPY.noLogoId };
  // A generated logo can be bought only by its owner; to anyone else it does not exist.
  if (!owns(generation, { visitorId: buyer.visitorId, userId: buyer.userId ?? null })) return { status: 403, error: PURCHASE_COPY.notYours };
  if (generation.soldOrderId) return { status: 409, error: PURCHASE_COPY.sold };
  if (generation.status !== "completed") return { status: 409, error: PURCHASE_COPY.notReady };
  // The order keeps the whole name; Stripe is sent a shortened one (stripe-limits.ts).
  return { name: generation.metadata?.name?.trim() || "Custom Logo" };
}

/** An order that will not be paid: it says it was cancelled, and its holds go with it. */
async function abandon(context: PurchaseContext, orderId: string) {
  await endUnpaidOrder(context, orderId, "cancelled");
}

/** A return address on this site (the default path when none is given); null for any other site, or one too long to pass on. */
function sameOrigin(value: string | null | undefined, origin: string, fallbackPath: string): string | null {
  if (!value) return new URL(fallbackPath, origin).href;
  if (value.length > LIMITS.urlChars) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The picture Stripe's page shows beside a logo: its watermarked preview, and only that (a
 * catalogue logo has none, and its public picture is not watermarked: none is sent). Stripe
 * fetches it from the internet, so only an https site's address is given (docs/decisions/0503).
 */
export function lineItemImage(target: PurchaseTarget, origin: string): string | null {
  if (target.kind !== "generation" || new URL(origin).protocol !== "https:") return null;
  return new URL(previewPath(target.generationId), origin).href;
}

function withOrderId(url: string, orderId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("order_id", orderId);
  return parsed.href;
}

/**
 * An address to prefill on the payment page, or null: the WHATWG rule a browser's e-mail
 * field applies, so Stripe is never sent one it would refuse (it then asks the buyer).
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function validEmail(value: string | null | undefined): string | null {
  const email = value?.trim() ?? "";
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
