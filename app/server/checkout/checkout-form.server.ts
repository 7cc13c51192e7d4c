/**
 * The purchase button's form action (POST /checkout): the same create-checkout as the
 * JSON endpoint, answered as a 303 to the checkout page (the buyer's open one, when they
 * press Purchase again), or the spec's error text.
 */
import { buyerOf } from "./buyer.server.ts";
import { createCheckout } from "./create.server.ts";
import { purchaseContextFrom, type PurchaseEnv } from "./purchases.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { PURCHASE_COPY } from "#app/lib/purchase.ts";

export type CheckoutFormReply = { redirect: string; setCookie: string | null } | { error: string; status: number; setCookie: string | null };

export async function submitCheckoutForm(request: Request, context: { db: Database; env: PurchaseEnv; ctx?: { waitUntil(promise: Promise<unknown>): void } }): Promise<CheckoutFormReply> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: PURCHASE_COPY.processFailed, status: 415, setCookie: null };
  }
  const { buyer, setCookie } = await buyerOf(request, context.db, form.get("timeZone"));
  const logoIds = form.getAll("logoIds").filter((value): value is string => typeof value === "string");
  const email = form.get("userEmail");
  const result = await createCheckout(purchaseContextFrom(request, context), buyer, { logoIds, userEmail: typeof email === "string" ? email : null });
  // A refused checkout owns nothing, so a new visitor gets no cookie from it.
  return result.ok ? { redirect: result.checkoutUrl, setCookie } : { error: result.error, status: result.status, setCookie: null };
}
