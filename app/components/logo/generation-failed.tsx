import { updateGeneratedLogo } from "#app/lib/generated-logos.ts";

interface GenerationFailedProps {
  logoId: string;
  error: string;
  /** Without JavaScript 'Try Again' posts the same prompt again (a new logo from the same words). */
  prompt: string;
  refine: string | null;
}

/**
 * With JavaScript: a new attempt of the same logo under a new id, which the server issues
 * when it starts (the failed one stays failed on the server), then the page reloads.
 */
function retry(logoId: string) {
  updateGeneratedLogo(logoId, { generationId: "", isGenerating: true, error: null, generationProgress: 0, partialImage: null, narration: [] });
  window.location.reload();
}

/**
 * The generation failed: what went wrong, and 'Try Again'. Shown only then: an island
 * (version-stage.tsx), hence plain values for props.
 */
export default function GenerationFailed({ logoId, error, prompt, refine }: GenerationFailedProps) {
  return (
    <div role="alert" className="flex h-full w-full flex-col items-center justify-center gap-4 bg-red-50 p-8 text-center">
      <h2 className="text-xl font-bold text-red-900">Generation Failed</h2>
      <p className="max-w-sm text-red-900">{error}</p>
      <form
        method="post"
        action="/generate"
        onSubmit={(event) => {
          event.preventDefault();
          retry(logoId);
        }}
      >
        <input type="hidden" name="prompt" value={prompt} />
        {refine ? <input type="hidden" name="refine" value={refine} /> : null}
        <button type="submit" className="rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">
          Try Again
        </button>
      </form>
    </div>
  );
}
