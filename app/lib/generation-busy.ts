/**
 * Whether a generation runs in this tab: the prompt bar is busy meanwhile. Apart from the
 * runner (generation-runner.ts) because the bar is on every page and the runner, with the
 * browser's store of generated logos it reads, is needed only where a logo is made.
 */
import { useSyncExternalStore } from "react";

const runs = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A run of this logo's generation started (true) or ended (false). */
export function markRunning(logoId: string, on: boolean) {
  if (on) runs.add(logoId);
  else runs.delete(logoId);
  for (const listener of listeners) listener();
}

/** Whether any generation runs in this tab. */
export function useGenerationBusy(): boolean {
  return useSyncExternalStore(subscribe, () => runs.size > 0, () => false);
}
