/**
 * Create checkout (marketplace spec section 7): logoIds, userEmail, successUrl, cancelUrl
 * in; a checkout URL out. Everything money or ownership depends on is decided here, on
 * the server: which logos exist and may be bought by this buyer, that none is sold or
 * held by another open checkout, and the total (999 cents a logo). What Stripe would
 * refuse is refused here first, before any logo is held.
 */
import { owns } from "../auth/owner.server";
import { newId } from "../../../workers/protocol/ids";
import { LIMITS } from "../../../workers/protocol/limits";
import { CURRENCY, PRICE_CENTS, orderTotalCents } from "../../lib/money";
import { createFailedMessage, MAX_LOGOS_PER_ORDER, parsePurchaseId, PURCHASE_COPY, tooManyLogosMessage, type PurchaseTarget } from "~/lib/purchase";
import { getCatalogueLogo } from "../catalogue/catalogue.server";
import type { Database } from "../db/client.server";
import { orderItems, orders } from "../db/schema";
import { getGeneration } from "../generations/records.server";
import { holdLogo, releaseHold } from "../orders/logo-sales.server";
import { moveOrder } from "../orders/orders.server";
import { checkoutProvider, type CheckoutEnv } from "./provider.server";
import { checkoutTimes } from "./stripe-limits";
import { ProviderFailure } from "./types";

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
  // One line item a logo, and Stripe takes at most 100 (MAX_LOGOS_PER_ORDER is below that).
  if (ids.length > MAX_LOGOS_PER_ORDER) return fail(400, createFailedMessage(tooManyLogosMessage(ids.length)));
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
  const { expiresAt, heldUntil } = checkoutTimes(now.getTime());
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

  // Each logo is held for as long as the session can be paid; the database decides a race for one.
  const held: Item[] = [];
  for (const item of items) {
    if (await holdLogo(db, item.target, orderId, heldUntil)) {
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
    console.error(`checkout ${orderId}: the provider did not open a session`, error);
    await abandon(db, orderId, held);
    const refused = error instanceof ProviderFailure && error.kind === "refused";
    return fail(502, createFailedMessage(refused ? PURCHASE_COPY.providerRefused : PURCHASE_COPY.providerUnavailable));
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
  // The order keeps the whole name; Stripe is sent a shortened one (stripe-limits.ts).
  return { name: generation.metadata?.name?.trim() || "Custom Logo" };
}

/** An order that will not be paid: its holds go, and it says it was cancelled. */
async function abandon(db: Database, orderId: string, held: Item[]) {
  for (const item of held) await releaseHold(db, item.target, orderId);
  await moveOrder(db, orderId, ["pending"], "cancelled");
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
