/**
 * What every popover (a <details> marked `data-popover`, app/components/popover.tsx) does
 * with JavaScript beyond what <details> does alone (marketplace spec: 'Dropdowns close on
 * an outside click'): a press outside closes it, Escape closes it and hands focus back to
 * its button. One pair of listeners for the whole document, so a popover's markup needs no
 * code of its own (and may be kept static).
 */
export function followPopovers(): () => void {
  const openOnes = () => Array.from(document.querySelectorAll<HTMLDetailsElement>("details[data-popover][open]"));
  function onPointerDown(event: PointerEvent) {
    for (const details of openOnes()) if (!details.contains(event.target as Node)) details.open = false;
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    for (const details of openOnes()) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
  }
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("keydown", onKeyDown);
  };
}
