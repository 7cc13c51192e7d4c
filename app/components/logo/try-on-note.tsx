import { BACKGROUND_CHOICES } from "#protocol/taxonomy.ts";

/**
 * Said while a try-on colour shows: what is sold keeps the design's own background. Under
 * the versions' controls, not between them and the actions: on a small phone it would push
 * the arrows under the prompt bar (issue 33).
 */
export function TryOnNote({ className, ownColor, onReset }: { className: string; ownColor: string | null; onReset: () => void }) {
  const label = BACKGROUND_CHOICES.find((choice) => choice.className === className)?.label ?? "another colour";
  return (
    <p role="status" className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span>
        Trying on {label}. Your files keep the design's own background{ownColor ? ` (${ownColor})` : ""}.
      </span>
      <button type="button" onClick={onReset} className="font-semibold underline underline-offset-2">
        Show the design's background
      </button>
    </p>
  );
}
