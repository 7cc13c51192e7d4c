import type { ReactNode } from "react";
import { PurchaseButton } from "#app/components/purchase/purchase-button.tsx";
import type { LogoOffer } from "#app/lib/logo-offer.ts";

interface LogoStageProps {
  /** The stage's colour: the design's own (`color`, #rrggbb), or a named class (a try-on, or no design known). */
  background: { color?: string; className?: string };
  /** What is shown: the picture, or the progress or failure panel. */
  children: ReactNode;
  /** What the viewer may do with this logo (decided on the server). */
  offer: LogoOffer;
  /** The heart: a form, so it is there without JavaScript. */
  heart: ReactNode;
  /** The other actions (try-on, share, delete): they need JavaScript. */
  tools: ReactNode;
}

/**
 * The logo as large as its column and the first screen allow (`.logo-page` in
 * tailwind.css), nothing laid over it; below it one bar of actions (never narrower than
 * their one line where there is room: --stage-column): the offer first
 * (Purchase, or the buyer's Download files), then the heart, the try-on, Share and Delete.
 * Nothing covers the picture, so every action takes a mouse click, a tap or a key.
 */
export function LogoStage({ background, children, offer, heart, tools }: LogoStageProps) {
  const slot = <OfferSlot offer={offer} />;
  const hasActions = offer.kind === "for-sale" || offer.kind === "bought" || Boolean(tools) || Boolean(heart);
  return (
    <div className="w-full max-w-[var(--stage-column,48rem)]">
      <div
        data-testid="logo-stage"
        className={`relative aspect-square w-full max-w-[var(--stage-size,48rem)] overflow-hidden rounded-2xl border border-gray-200 ${background.className ?? ""}`}
        style={background.color ? { backgroundColor: background.color } : undefined}
      >
        {children}
      </div>
      <div role={hasActions ? "toolbar" : undefined} aria-label={hasActions ? "Logo actions" : undefined} className="mt-3 flex min-h-11 flex-wrap items-center gap-3">
        {slot}
        {/* Positioned: the try-on's popup lines up with this group's end (background-picker.tsx). */}
        <div className="relative ml-auto flex items-center gap-3">
          {heart}
          {tools}
        </div>
      </div>
    </div>
  );
}

/** The checkout's slot: what this viewer may do about owning the logo. */
function OfferSlot({ offer }: { offer: LogoOffer }) {
  switch (offer.kind) {
    case "for-sale":
      return <PurchaseButton purchaseIds={[offer.purchaseId]} />;
    case "bought":
      return (
        <a href={offer.orderHref} className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-indigo-700">
          Download files
        </a>
      );
    case "sold":
      return <p className="rounded-lg bg-gray-900 px-5 py-2.5 font-semibold text-white">Sold</p>;
    default:
      return null;
  }
}
