import type { ReactNode } from "react";
import { PurchaseButton } from "#app/components/purchase/purchase-button.tsx";

interface LogoStageProps {
  /** The preview background class. */
  background: string;
  /** What is shown: the picture, or the progress or failure panel. */
  children: ReactNode;
  /** The checkout's identifier (generation id, or original_{id}); none while generating. */
  purchaseId: string | null;
  /** The other actions (heart, background, share): they need JavaScript. */
  tools: ReactNode;
  /** A catalogue logo someone bought: it is not for sale any more. */
  sold?: boolean;
}

/**
 * The logo as large as the column and the first screen allow (.logo-page in tailwind.css),
 * nothing laid over it; below it one
 * bar of actions: Purchase first, then the heart, the background and Share. Nothing covers
 * the picture, so every action takes a mouse click, a tap or a key.
 */
export function LogoStage({ background, children, purchaseId, tools, sold = false }: LogoStageProps) {
  return (
    <div className="w-full max-w-[var(--stage-size,48rem)]">
      <div data-testid="logo-stage" className={`relative aspect-square w-full overflow-hidden rounded-2xl border border-gray-200 ${background}`}>
        {children}
      </div>
      <div role={purchaseId || tools ? "toolbar" : undefined} aria-label={purchaseId || tools ? "Logo actions" : undefined} className="mt-3 flex min-h-11 flex-wrap items-center gap-3">
        {/* The checkout's slot. */}
        {sold ? (
          <p className="rounded-lg bg-gray-900 px-5 py-2.5 font-semibold text-white">Sold</p>
        ) : purchaseId ? (
          <PurchaseButton purchaseIds={[purchaseId]} />
        ) : null}
        <div className="ml-auto flex items-center gap-3">{tools}</div>
      </div>
    </div>
  );
}
