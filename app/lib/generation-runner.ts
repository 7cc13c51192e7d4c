/**
 * Runs the generation of a stored generated logo (the stream itself is
 * generation-stream.ts, loaded when the first generation of the page starts: most pages
 * never start one). One run per logo in this tab, so one per generation id (the spec's
 * duplicate rule; a new logo's id is issued by the server as its run starts); the prompt
 * bar is busy while any runs (generation-busy.ts).
 */
import { markRunning } from "./generation-busy.ts";
import { readGeneratedLogo } from "./generated-logos.ts";

const running = new Map<string, Promise<void>>();
/** Pictures prepared when a refinement was asked for, until its generation starts. */
const preparedImages = new Map<string, string[]>();

export function rememberPreparedImages(logoId: string, images: string[]) {
  preparedImages.set(logoId, images);
}

/** Starts (or joins) the generation of a stored logo; resolves when it ends. */
export function runGeneration(logoId: string): Promise<void> {
  const logo = readGeneratedLogo(logoId);
  if (!logo || !logo.isGenerating) return Promise.resolve();
  const existing = running.get(logo.id);
  if (existing) return existing;
  const prepared = preparedImages.get(logo.id);
  preparedImages.delete(logo.id);
  const run = import("./generation-stream.ts")
    .then(({ generate }) => generate(logo, prepared))
    .finally(() => {
      running.delete(logo.id);
      markRunning(logo.id, false);
    });
  running.set(logo.id, run);
  markRunning(logo.id, true);
  return run;
}
