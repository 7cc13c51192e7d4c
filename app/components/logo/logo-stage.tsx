import type { ReactNode } from "react";
import { PurchaseButton } from "~/components/purchase/purchase-button";

interface LogoStageProps {
  /** The preview background class. */
  background: string;
  /** What is shown: the picture, or the progress or failure panel. */
  children: ReactNode;
  /** The checkout's identifier (generation id, or original_{id}); none while generating. */
  purchaseId: string | null;
  /** The side buttons (they need JavaScript; the column is kept so nothing moves). */
  tools: ReactNode;
  /** Leave room below for the carousel's arrows and dots. */
  withCarousel?: boolean;
  /** A catalogue logo someone bought: it is not for sale any more. */
  sold?: boolean;
}

/** The logo on its preview background, the purchase button at its bottom right, the side buttons. */
export function LogoStage({ background, children, purchaseId, tools, withCarousel = false, sold = false }: LogoStageProps) {
  return (
    <div className="flex gap-3">
      {/* Sized so the purchase button (and the carousel's controls) stay above the prompt
          bar on a laptop screen. */}
      <div
        className={`relative aspect-square w-full overflow-hidden rounded-2xl border border-gray-200 ${
          withCarousel ? "max-w-[min(40rem,calc(100svh-21rem))]" : "max-w-[min(40rem,calc(100svh-17rem))]"
        } ${background}`}
      >
        {children}
        {sold ? (
          <p className="absolute bottom-4 right-4 rounded-lg bg-gray-900 px-5 py-3 font-semibold text-white shadow-lg">Sold</p>
        ) : purchaseId ? (
          <PurchaseButton purchaseIds={[purchaseId]} className="absolute bottom-4 right-4 flex flex-col items-end" />
        ) : null}
      </div>
      <div className="flex w-11 shrink-0 flex-col gap-3">{tools}</div>
    </div>
  );
}
