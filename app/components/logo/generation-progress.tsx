import { LogoSkeleton } from "#app/components/logo-image.tsx";
import { GENERATION_WAIT_HINT_SECONDS } from "#app/lib/ui.ts";

/**
 * While the agent works: the real percentage and the logo as it is built, blurred until
 * done. Shown only while a logo is made: an island (version-stage.tsx), hence plain values
 * for props.
 */
export default function GenerationProgress({ progress, partialImage, live }: { progress: number; partialImage: string | null; live: boolean }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-5 bg-gray-50 p-8">
      <div className="relative aspect-square w-2/3 max-w-sm overflow-hidden rounded-xl bg-white shadow-inner">
        {partialImage ? (
          <img
            src={partialImage}
            alt="The logo as it is being designed"
            className="h-full w-full object-contain transition duration-300"
            style={{ filter: progress < 100 ? "blur(6px)" : undefined }}
          />
        ) : (
          <LogoSkeleton />
        )}
      </div>
      <div className="w-2/3 max-w-sm">
        <div className="flex justify-between text-sm font-medium text-gray-800">
          <span>Designing your logo…</span>
          {live ? <span>{progress}%</span> : null}
        </div>
        {/* Without the live stream the percentage is unknown: an indeterminate bar. */}
        <div
          role="progressbar"
          aria-label="Generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={live ? progress : undefined}
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            // No width transition: the bar shows the same figure as the percentage beside it.
            className={`h-full rounded-full bg-indigo-600 ${live ? "" : "w-1/3 animate-pulse"}`}
            style={live ? { width: `${progress}%` } : undefined}
          />
        </div>
        <p className="mt-3 text-center text-sm text-gray-700">Image generation may take up to {GENERATION_WAIT_HINT_SECONDS} seconds...</p>
      </div>
    </div>
  );
}
