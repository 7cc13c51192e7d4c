/**
 * Create checkout (marketplace spec section 7): logoIds, userEmail, successUrl, cancelUrl
 * in; a checkout URL out. Everything money or ownership depends on is decided here, on
 * the server: which logos exist and may be bought by this buyer, that none is sold or
 * held by another open checkout, and the total (999 cents a logo).
 */
import { owns } from "#app/server/auth/owner.server.ts";
import { newId } from "#protocol/ids.ts";
import { CURRENCY, PRICE_CENTS, orderTotalCents } from "#app/lib/money.ts";
import { createFailedMessage, MAX_LOGOS_PER_ORDER, parsePurchaseId, PURCHASE_COPY, type PurchaseTarget } from "#app/lib/purchase.ts";
import { getCatalogueLogo } from "#app/server/catalogue/catalogue.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { orderItems, orders } from "#app/server/db/schema.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { holdLogo, releaseHold } from "#app/server/orders/logo-sales.server.ts";
import { moveOrder } from "#app/server/orders/orders.server.ts";
import { checkoutProvider, SESSION_LIFETIME_MS, type CheckoutEnv } from "./provider.server.ts";

/** The placeholder contact of a guest until the checkout asks for an address (spec section 6). */
export const GUEST_CONTACT = "guest@checkout.invalid";

export interface CheckoutInput {
  logoIds: string[];
  userEmail?: string | null;
  successUrl?: string | null;
  cancelUrl?: string | null;
}

export interface Buyer {
  visitorId: string;
  userId?: string | null;
}

export type CheckoutResult = { ok: true; orderId: string; checkoutUrl: string } | { ok: false; status: 400 | 403 | 404 | 409 | 502 | 503; error: string };

interface Item {
  target: PurchaseTarget;
  purchaseId: string;
  name: string;
}

const fail = (status: 400 | 403 | 404 | 409 | 502 | 503, error: string): CheckoutResult => ({ ok: false, status, error });

export async function createCheckout(
  deps: { db: Database; env: CheckoutEnv; origin: string },
  buyer: Buyer,
  input: CheckoutInput,
): Promise<CheckoutResult> {
  const { db, env, origin } = deps;
  const provider = checkoutProvider(env, db);
  if (!provider) return fail(503, createFailedMessage(PURCHASE_COPY.notConfigured));

  const ids = [...new Set(input.logoIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) return fail(400, PURCHASE_COPY.noLogoId);
  if (ids.length > MAX_LOGOS_PER_ORDER) return fail(400, createFailedMessage(PURCHASE_COPY.tooMany));
  const successUrl = sameOrigin(input.successUrl, origin, "/purchase-success");
  const cancelUrl = sameOrigin(input.cancelUrl, origin, "/purchase-cancelled");
  if (!successUrl || !cancelUrl) return fail(400, createFailedMessage(PURCHASE_COPY.badReturnUrl));

  const items: Item[] = [];
  for (const purchaseId of ids) {
    const target = parsePurchaseId(purchaseId);
    if (!target) return fail(400, PURCHASE_COPY.noLogoId);
    const checked = await checkItem(db, target, buyer);
    if ("error" in checked) return fail(checked.status, createFailedMessage(checked.error));
    items.push({ target, purchaseId, name: checked.name });
  }

  const orderId = newId("order");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const totalCents = orderTotalCents(items.length);
  await db.batch([
    db.insert(orders).values({
      id: orderId,
      status: "pending",
      totalCents,
      currency: CURRENCY,
      provider: provider.name,
      contactEmail: validEmail(input.userEmail) ?? GUEST_CONTACT,
      ownerVisitorId: buyer.visitorId,
      ownerUserId: buyer.userId ?? null,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(orderItems).values(items.map((item) => ({ orderId, purchaseId: item.purchaseId, name: item.name }))),
  ]);

  // Each logo is held for the session's lifetime; the database decides a race for one.
  const held: Item[] = [];
  for (const item of items) {
    if (await holdLogo(db, item.target, orderId, expiresAt.getTime())) {
      held.push(item);
      continue;
    }
    await abandon(db, orderId, held);
    return fail(409, createFailedMessage(PURCHASE_COPY.beingPurchased));
  }

  try {
    const session = await provider.createSession({
      orderId,
      totalCents,
      currency: CURRENCY,
      items: items.map((item) => ({ name: item.name, amountCents: PRICE_CENTS })),
      successUrl: withOrderId(successUrl, orderId),
      cancelUrl: withOrderId(cancelUrl, orderId),
      expiresAt,
      customerEmail: validEmail(input.userEmail),
    });
    await moveOrder(db, orderId, ["pending"], "pending", { providerSessionId: session.sessionId });
    return { ok: true, orderId, checkoutUrl: session.url };
  } catch (error) {
    console.error(`checkout ${orderId}: the provider refused the session`, error);
    await abandon(db, orderId, held);
    return fail(502, createFailedMessage());
  }
}

async function checkItem(db: Database, target: PurchaseTarget, buyer: Buyer): Promise<{ name: string } | { status: 403 | 404 | 409; error: string }> {
  if (target.kind === "catalogue") {
    const logo = await getCatalogueLogo(db, target.id);
    if (!logo) return { status: 404, error: PURCHASE_COPY.noLogoId };
    if (logo.sold) return { status: 409, error: PURCHASE_COPY.sold };
    return { name: logo.name };
  }
  const generation = await getGeneration(db, target.generationId);
  if (!generation) return { status: 404, error: PURCHASE_COPY.noLogoId };
  // A generated logo can be bought only by its owner; to anyone else it does not exist.
  if (!owns(generation, { visitorId: buyer.visitorId, userId: buyer.userId ?? null })) return { status: 403, error: PURCHASE_COPY.notYours };
  if (generation.soldOrderId) return { status: 409, error: PURCHASE_COPY.sold };
  if (generation.status !== "completed") return { status: 409, error: PURCHASE_COPY.notReady };
  return { name: generation.metadata?.name || "Custom Logo" };
}

/** An order that will not be paid: its holds go, and it says it was cancelled. */
async function abandon(db: Database, orderId: string, held: Item[]) {
  for (const item of held) await releaseHold(db, item.target, orderId);
  await moveOrder(db, orderId, ["pending"], "cancelled");
}

/** A return address on this site (the default path when none is given); null for any other site. */
function sameOrigin(value: string | null | undefined, origin: string, fallbackPath: string): string | null {
  if (!value) return new URL(fallbackPath, origin).href;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

function withOrderId(url: string, orderId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("order_id", orderId);
  return parsed.href;
}

function validEmail(value: string | null | undefined): string | null {
  const email = value?.trim() ?? "";
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}
