import type { GeneratedLogo } from "#app/lib/generated-logos.ts";
import { GENERATION_WAIT_HINT_SECONDS } from "#app/lib/ui.ts";

/** While the agent works: the real percentage and the logo as it is built, blurred until done. */
export function GenerationProgress({ logo, live = true }: { logo: GeneratedLogo; live?: boolean }) {
  const progress = logo.generationProgress;
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-5 bg-gray-50 p-8">
      <div className="relative aspect-square w-2/3 max-w-sm overflow-hidden rounded-xl bg-white shadow-inner">
        {logo.partialImage ? (
          <img
            src={logo.partialImage}
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

interface GenerationFailedProps {
  error: string;
  /** With JavaScript: a new attempt of the same logo, then the page reloads. */
  onRetry: () => void;
  /** Without it: the same prompt posted again (a new logo from the same words). */
  retry: { prompt: string; refine: string | null };
}

/** The generation failed: what went wrong, and 'Try Again'. */
export function GenerationFailed({ error, onRetry, retry }: GenerationFailedProps) {
  return (
    <div role="alert" className="flex h-full w-full flex-col items-center justify-center gap-4 bg-red-50 p-8 text-center">
      <h2 className="text-xl font-bold text-red-900">Generation Failed</h2>
      <p className="max-w-sm text-red-900">{error}</p>
      <form
        method="post"
        action="/generate"
        onSubmit={(event) => {
          event.preventDefault();
          onRetry();
        }}
      >
        <input type="hidden" name="prompt" value={retry.prompt} />
        {retry.refine ? <input type="hidden" name="refine" value={retry.refine} /> : null}
        <button type="submit" className="rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">
          Try Again
        </button>
      </form>
    </div>
  );
}

/**
 * The shape of a logo still to come (a mark and two lines of lettering), instead of an
 * empty box: shown until the first partial picture, or while a version loads.
 */
export function LogoSkeleton({ label }: { label?: string }) {
  return (
    <div
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="logo-skeleton"
      className="flex h-full w-full animate-pulse flex-col items-center justify-center gap-4 bg-white p-[12%] motion-reduce:animate-none"
    >
      <div className="aspect-square w-1/3 rounded-full bg-gray-200" />
      <div className="h-[7%] w-2/3 rounded-md bg-gray-200" />
      <div className="h-[4%] w-5/12 rounded-md bg-gray-100" />
    </div>
  );
}
