import { PRICE_LABEL } from "~/lib/money";

/**
 * 'Purchase for $9.99': a plain form posting to /checkout, so it works without JavaScript.
 * `purchaseId` is the checkout's identifier (a generation id, or original_{id}).
 */
export function PurchaseButton({ purchaseId }: { purchaseId: string }) {
  return (
    <form method="post" action="/checkout">
      <input type="hidden" name="logoIds" value={purchaseId} />
      <button type="submit" className="min-h-11 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-indigo-700">
        Purchase for {PRICE_LABEL}
      </button>
    </form>
  );
}
