/**
 * One generation, told as it happens: the agent introduces itself, plans (the planner's
 * decisions become `chunk`s), composes the design and shows it being built (background,
 * mark, wordmark as `partial_image`s), renders each file (progress after each stage),
 * then hands over the final image with every file and the design, and remembers the
 * metadata. The same run feeds the SSE stream and the sync endpoint (through `emit`).
 */
import type { Design, Layer } from "#agent/design/design.ts";
import { toDataUrl } from "#protocol/data-url.ts";
import type { LogoEngine } from "#agent/design/engine.ts";
import type { FileStage } from "#agent/design/files.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import type { Plan, Planner } from "#agent/planner/types.ts";
import type { AgentEvent, LogoFiles, LogoMetadataEvent } from "#protocol/agent-protocol.ts";
import type { ChatInput } from "./request.ts";

export const AGENT_NAME = "designer";

export interface GenerationDeps {
  planner: Planner;
  /** Answers when the planner fails or its design does not pass the schema. */
  fallbackPlanner: Planner;
  engine: () => Promise<LogoEngine>;
  remember: (generationId: string, record: { metadata: LogoMetadataEvent; spec: LogoSpec }) => Promise<void>;
}

export type Emit = (event: AgentEvent) => Promise<void>;

export interface Generated {
  generationId: string;
  image: string;
  files: LogoFiles;
  spec: LogoSpec;
  metadata: LogoMetadataEvent;
  content: string;
}

/** Progress after each step; rising, and ending at 100 just before the final image. */
const PROGRESS = {
  started: 5,
  planned: 15,
  composed: 25,
  background: 32,
  mark: 40,
  wordmark: 48,
  svg: 55,
  png: 68,
  watermark: 78,
  transparent: 87,
  webp: 95,
} satisfies Record<string, number>;

const PREVIEWS: { stage: "background" | "mark" | "wordmark"; layers: Layer[] }[] = [
  { stage: "background", layers: [] },
  { stage: "mark", layers: ["mark"] },
  { stage: "wordmark", layers: ["mark", "wordmark"] },
];

const STAGE_WORDS: Record<FileStage, string> = {
  svg: "The vector file is ready.",
  png: "Rendered the full-size PNG (2048 × 2048).",
  watermark: "Made the watermarked preview.",
  webp: "Saved a WebP copy.",
  transparent: "Made a version with a transparent background.",
};

/** The planner's answer, checked; the fallback planner's when it fails or does not pass. */
async function plan(deps: GenerationDeps, input: ChatInput): Promise<Plan> {
  const planInput = { prompt: input.prompt, history: input.history, parent: input.parent, references: input.references, seed: input.seed };
  try {
    const planned = await deps.planner.plan(planInput);
    const checked = logoSpec.safeParse(planned.spec);
    if (checked.success) return { ...planned, spec: checked.data };
    if (deps.planner === deps.fallbackPlanner) throw new Error(`the planner's design does not pass the schema: ${checked.error.issues[0]?.message}`);
  } catch (error) {
    if (deps.planner === deps.fallbackPlanner) throw error;
  }
  return deps.fallbackPlanner.plan(planInput);
}

/** A render's files as the protocol carries them. */
export function fileDataUrls(files: Awaited<ReturnType<LogoEngine["files"]>>): LogoFiles {
  return {
    png: toDataUrl(files.png, "image/png"),
    pngWatermarked: toDataUrl(files.pngWatermarked, "image/png"),
    webp: toDataUrl(files.webp, "image/webp"),
    svg: toDataUrl(new TextEncoder().encode(files.svg), "image/svg+xml"),
    pngTransparent: toDataUrl(files.pngTransparent, "image/png"),
  };
}

/** Runs a generation; failures become `image_error` (while drawing) or `error` events. */
export async function generate(input: ChatInput, deps: GenerationDeps, emit: Emit): Promise<Generated | null> {
  const id = input.generationId;
  await emit({ type: "agent", agent: AGENT_NAME, content: input.parent ? "Reworking your logo." : "Designing your logo." });
  await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.started });
  // The WASM is instantiated (once per isolate) while the planner thinks.
  const engineReady = deps.engine();
  engineReady.catch(() => {});

  let planned: Plan;
  try {
    planned = await plan(deps, input);
  } catch (error) {
    await emit({ type: "error", error: `The agent could not plan this logo: ${message(error)}` });
    return null;
  }
  for (const line of planned.narration) await emit({ type: "chunk", content: line });
  await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.planned });

  try {
    const engine = await engineReady;
    const design: Design = engine.design(planned.spec);
    for (const line of design.adjustments) await emit({ type: "chunk", content: line });
    await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.composed });

    for (const [index, preview] of PREVIEWS.entries()) {
      const png = await engine.preview(design, preview.layers);
      await emit({ type: "partial_image", generation_id: id, index, data: toDataUrl(png, "image/png") });
      await emit({ type: "image_progress", generation_id: id, progress: PROGRESS[preview.stage] });
    }

    const bytes = await engine.files(design, async (stage) => {
      await emit({ type: "chunk", content: STAGE_WORDS[stage] });
      await emit({ type: "image_progress", generation_id: id, progress: PROGRESS[stage] });
    });
    const files = fileDataUrls(bytes);
    const metadata: LogoMetadataEvent = { ...planned.metadata, isWatermarked: true, hasFullVersion: true };
    await deps.remember(id, { metadata, spec: design.spec });

    await emit({ type: "image_progress", generation_id: id, progress: 100 });
    // Browsers get only the watermarked preview; `files` are for the app to store.
    await emit({ type: "final_image", generation_id: id, data: files.pngWatermarked, files, spec: design.spec });
    await emit({ type: "image_complete", generation_id: id });
    const content = [...planned.narration, ...design.adjustments].join(" ");
    await emit({ type: "done", content, metadata });
    return { generationId: id, image: files.pngWatermarked, files, spec: design.spec, metadata, content };
  } catch (error) {
    await emit({ type: "image_error", generation_id: id, error: `The logo could not be drawn: ${message(error)}` });
    return null;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
