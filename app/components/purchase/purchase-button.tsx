import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PRICE_LABEL } from "#app/lib/money.ts";
import { PURCHASE_COPY } from "#app/lib/purchase.ts";

type Props = { purchaseIds: string[]; label?: string; className?: string; compact?: boolean };

/**
 * 'Purchase for $9.99' (marketplace spec, section 4): a form posting the purchase
 * identifiers to /checkout, so it works without JavaScript (a 303 to the checkout page;
 * pressed again, the buyer's open one). With JavaScript it says 'Processing...' and stays
 * disabled until the redirect or an error, which it shows beside it and then re-enables.
 */
export function PurchaseButton(props: Props) {
  // Back from the payment page can restore this page as it was left, 'Processing...' and
  // all (the back/forward cache): a fresh form then, so Purchase can be pressed again.
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRestored((count) => count + 1);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return <PurchaseForm key={restored} {...props} />;
}

function PurchaseForm(props: Props) {
  const { purchaseIds, label, className = "", compact = false } = props;
  const fetcher = useFetcher<{ error?: string }>();
  // The browser's own time zone, for the time a held logo frees up (without it, the server's guess).
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  const busy = fetcher.state !== "idle";
  const error = !busy ? fetcher.data?.error : undefined;
  return (
    <fetcher.Form method="post" action="/checkout" className={className}>
      {purchaseIds.map((id) => (
        <input key={id} type="hidden" name="logoIds" value={id} />
      ))}
      {timeZone ? <input type="hidden" name="timeZone" value={timeZone} /> : null}
      <button
        type="submit"
        disabled={busy || purchaseIds.length === 0}
        className={`rounded-lg bg-indigo-600 font-semibold text-white shadow-sm hover:bg-indigo-700 disabled:cursor-wait disabled:opacity-80 ${compact ? "px-4 py-2 text-sm" : "min-h-11 px-5 py-2.5"}`}
      >
        {busy ? PURCHASE_COPY.processing : (label ?? `Purchase for ${PRICE_LABEL}`)}
      </button>
      {error ? (
        <p role="alert" className="mt-2 max-w-xs rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 shadow">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
