import type { ReactNode } from "react";
import { PRICE_LABEL } from "~/lib/money";

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
}

/** The logo on its preview background, the purchase button at its bottom right, the side buttons. */
export function LogoStage({ background, children, purchaseId, tools, withCarousel = false }: LogoStageProps) {
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
        {purchaseId ? (
          <form method="post" action="/checkout" className="absolute bottom-4 right-4">
            <input type="hidden" name="logoIds" value={purchaseId} />
            <button type="submit" className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white shadow-lg hover:bg-indigo-700">
              Purchase for {PRICE_LABEL}
            </button>
          </form>
        ) : null}
      </div>
      <div className="flex w-11 shrink-0 flex-col gap-3">{tools}</div>
    </div>
  );
}
