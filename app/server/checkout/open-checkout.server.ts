/**
 * Create checkout (marketplace spec section 7), the one server function behind both of its
 * doors: the purchase button's form (POST /checkout, a Remix action, answered with a 303 to
 * the checkout page or the spec's error text) and the JSON endpoint (POST /api/checkout, in
 * the HTTP layer). Each door only reads its own body; who buys, what is held and what the
 * provider is asked is decided here and in create.server.ts.
 */
import { buyerOf } from "./buyer.server.ts";
import { createCheckout, type CheckoutInput, type CheckoutResult } from "./create.server.ts";
import { purchaseContextFrom, type RequestContext } from "./purchases.server.ts";
import { PURCHASE_COPY } from "#app/lib/purchase.ts";

export interface OpenedCheckout {
  result: CheckoutResult;
  /** A new visitor's cookie, only when the checkout opened: a refused checkout owns nothing. */
  setCookie: string | null;
}

/** `timeZone`: the browser's own, when its form sends it, for telling when a held logo frees up. */
export async function openCheckout(request: Request, context: RequestContext, input: CheckoutInput, timeZone?: unknown): Promise<OpenedCheckout> {
  const { buyer, setCookie } = await buyerOf(request, context.db, timeZone);
  const result = await createCheckout(purchaseContextFrom(request, context), buyer, input);
  return { result, setCookie: result.ok ? setCookie : null };
}

export type CheckoutFormReply = { redirect: string; setCookie: string | null } | { error: string; status: number; setCookie: string | null };

/** The purchase button's form: the buyer's checkout page (their open one, when they press Purchase again). */
export async function submitCheckoutForm(request: Request, context: RequestContext): Promise<CheckoutFormReply> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: PURCHASE_COPY.processFailed, status: 415, setCookie: null };
  }
  const logoIds = form.getAll("logoIds").filter((value): value is string => typeof value === "string");
  const email = form.get("userEmail");
  const { result, setCookie } = await openCheckout(request, context, { logoIds, userEmail: typeof email === "string" ? email : null }, form.get("timeZone"));
  return result.ok ? { redirect: result.checkoutUrl, setCookie } : { error: result.error, status: result.status, setCookie };
}
