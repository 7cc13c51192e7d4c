import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
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

/**
 * The browser's own time zone goes with the form, for the time a held logo frees up (without
 * it, the server's guess). Read as the form is sent, not as the page starts: the first
 * reading loads the browser's time-zone data, a task of tens of milliseconds on a phone.
 */
function addTimeZone(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem("timeZone");
  if (field instanceof HTMLInputElement) field.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
}

function PurchaseForm(props: Props) {
  const { purchaseIds, label, className = "", compact = false } = props;
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== "idle";
  const error = !busy ? fetcher.data?.error : undefined;
  return (
    <fetcher.Form method="post" action="/checkout" className={className} onSubmit={addTimeZone}>
      {purchaseIds.map((id) => (
        <input key={id} type="hidden" name="logoIds" value={id} />
      ))}
      <input type="hidden" name="timeZone" defaultValue="" />
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
