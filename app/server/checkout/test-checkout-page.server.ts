/**
 * The local test checkout's page (/test-checkout/{session}): what it shows, and what its
 * two buttons do. 'Complete test payment' marks the session paid and runs the same
 * fulfilment as a Stripe payment; 'Cancel' ends it as a buyer leaving Stripe would.
 */
import { parsePurchaseId, PURCHASE_COPY } from "#app/lib/purchase.ts";
import { getCatalogueLogos } from "#app/server/catalogue/catalogue.server.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { getOrder, moveOrder } from "#app/server/orders/orders.server.ts";
import { endUnpaidOrder } from "./fulfil.server.ts";
import { checkoutProvider } from "./provider.server.ts";
import { confirmPayment, purchaseContextFrom, type PurchaseEnv } from "./purchases.server.ts";
import { endTestSession, getTestSession, payTestSession } from "./test-checkout.server.ts";

type Context = { db: Database; env: PurchaseEnv; ctx?: { waitUntil(promise: Promise<unknown>): void } };

export async function loadTestCheckout(sessionId: string, context: Context) {
  const session = await getTestSession(context.db, sessionId);
  const found = session ? await getOrder(context.db, session.orderId) : null;
  // Only while test mode is on: a deployment without it has no test checkout at all.
  // (Refused after the lookup: a Response thrown before the loader's first await reaches
  // Remix as a rejection nobody has handled yet, which workerd reports as unhandled.)
  if (checkoutProvider(context.env, context.db)?.name !== "test" || !session || !found) throw new Response("Not found", { status: 404 });
  const open = session.status === "open" && session.expiresAt.getTime() > Date.now() && found.order.status === "pending";
  return {
    sessionId: session.id,
    open,
    orderId: found.order.id,
    totalCents: found.order.totalCents,
    currency: found.order.currency,
    items: await itemsWithPictures(context.db, found.items),
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

/**
 * Each logo with the picture a visitor already sees of it: a generated logo's watermarked
 * preview, a catalogue logo's public picture (as Stripe's page shows the line item's image).
 */
async function itemsWithPictures(db: Database, items: { purchaseId: string; name: string }[]) {
  const targets = items.map((item) => ({ item, target: parsePurchaseId(item.purchaseId) }));
  const catalogue = await getCatalogueLogos(db, targets.flatMap(({ target }) => (target?.kind === "catalogue" ? [target.id] : [])));
  return targets.map(({ item, target }) => ({
    purchaseId: item.purchaseId,
    name: item.name,
    picture: target?.kind === "generation" ? previewPath(target.generationId) : target?.kind === "catalogue" ? (catalogue.find((logo) => logo.id === target.id)?.image ?? null) : null,
  }));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function submitTestCheckout(request: Request, sessionId: string, context: Context): Promise<{ redirect: string } | { error: string; status: number }> {
  const page = await loadTestCheckout(sessionId, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: PURCHASE_COPY.processFailed, status: 415 };
  }
  if (form.get("intent") === "cancel") {
    await endTestSession(context.db, sessionId);
    await endUnpaidOrder(purchaseContextFrom(request, context), page.orderId, "cancelled");
    return { redirect: page.cancelUrl };
  }
  if (!page.open) return { error: "This test checkout has ended. Go back to the logo and start again.", status: 409 };
  const email = String(form.get("email") ?? "").trim();
  if (!EMAIL.test(email) || email.length > 254) return { error: "Enter an email address for the receipt, like name@example.com.", status: 400 };

  await moveOrder(context.db, page.orderId, ["pending"], "pending", { contactEmail: email });
  await payTestSession(context.db, sessionId);
  const found = await getOrder(context.db, page.orderId);
  if (found) await confirmPayment(purchaseContextFrom(request, context), found);
  return { redirect: page.successUrl };
}
