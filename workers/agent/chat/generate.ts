/**
 * One generation, told as it happens: the agent introduces itself, plans (the planner's
 * decisions become `chunk`s), composes the design and shows it being built (background,
 * mark, wordmark as `partial_image`s), makes the watermarked preview, then hands it over
 * with the design, and remembers the metadata. The files a buyer receives are not made
 * here: the app asks for them (POST /render) when the logo is bought, so a generation
 * costs one render at the size the page shows, not five files nobody may buy
 * (docs/decisions/0702). The same run feeds the SSE stream and the sync endpoint.
 */
import { sayAgain } from "#agent/planner/languages/answer.ts";
import { AGENT_WORDS } from "#agent/planner/languages/speak.ts";
import type { Design, Layer } from "#agent/design/design.ts";
import { toDataUrl } from "#protocol/data-url.ts";
import type { LogoEngine } from "#agent/design/engine.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { describeMark, redrawMark } from "#agent/planner/mark-construction.ts";
import { asksForOtherIdeas } from "#agent/planner/refine/ideas.ts";
import { markSet, tooLike } from "#protocol/mark-fingerprint.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import type { Plan, Planner } from "#agent/planner/types.ts";
import type { AgentEvent, LogoMetadataEvent } from "#protocol/agent-protocol.ts";
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
  /** The watermarked preview, a PNG data URL. */
  image: string;
  spec: LogoSpec;
  metadata: LogoMetadataEvent;
  content: string;
}

/** Progress after each step; rising, and ending at 100 just before the final image. */
const PROGRESS = {
  started: 5,
  planned: 15,
  composed: 25,
  background: 40,
  mark: 55,
  wordmark: 70,
  preview: 95,
} satisfies Record<string, number>;

const PARTIALS: { stage: "background" | "mark" | "wordmark"; layers: Layer[] }[] = [
  { stage: "background", layers: [] },
  { stage: "mark", layers: ["mark"] },
  { stage: "wordmark", layers: ["mark", "wordmark"] },
];

/** The last thing the agent says while drawing: what was made, and when the rest is. */
export const PREVIEW_WORDS =
  "Made the watermarked preview. The brand kit you buy (SVG, PDF and PNG files, colour variants, website icons, social pictures and a brand guide) is made from this design the moment the logo is bought.";

const REDRAWN_FOR_SALE_MARKER = "My first idea for the mark came too close to one already made for a logo someone owns, so I drew another.";

/** The planner's answer, checked; the fallback planner's when it fails or does not pass. */
async function plan(deps: GenerationDeps, input: ChatInput): Promise<Plan> {
  const planInput = { prompt: input.prompt, history: input.history, parent: input.parent, references: input.references, seed: input.seed, earlierLayouts: input.earlierLayouts };
  try {
    const planned = await deps.planner.plan(planInput);
    const checked = logoSpec.safeParse(planned.spec);
    if (checked.success) return withConstructedMark({ ...planned, spec: checked.data }, input);
    if (deps.planner === deps.fallbackPlanner) throw new Error(`the planner's design does not pass the schema: ${checked.error.issues[0]?.message}`);
  } catch (error) {
    if (deps.planner === deps.fallbackPlanner) throw error;
  }
  // Awaited here, so a refusal (a question for a shorter name) is never a promise left rejecting on its own.
  return await deps.fallbackPlanner.plan(planInput);
}

/**
 * A new logo's mark is constructed, whichever planner drew it: a design that names only a
 * drawing (a language model's, say) gets a mark of its own around it (docs/decisions/0107).
 */
function withConstructedMark(planned: Plan, input: ChatInput): Plan {
  if (input.parent || planned.spec.mark || planned.spec.layout === "wordmark") return planned;
  const redrawn = redrawMark(planned.spec, 0, { keepLayout: true, keepDrawing: true });
  const checked = logoSpec.safeParse(redrawn.spec);
  if (!checked.success || !checked.data.mark) return planned;
  return { ...planned, spec: checked.data, narration: [...planned.narration, ...(redrawn.sentence ? [redrawn.sentence] : [])] };
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
  let engine: LogoEngine;
  let fingerprint: string | null;
  try {
    engine = await engineReady;
    // The mark is checked against the sold ones before a word of the plan is said.
    ({ plan: planned, fingerprint } = markOfItsOwn(planned, input, engine));
    // In the visitor's language the answer is said again from the design as it now is.
    planned = sayAgain(planned, input.parent, planned.language && planned.narration.some((line) => line.startsWith(REDRAWN_FOR_SALE_MARKER)) ? [AGENT_WORDS.redrawnForSale[planned.language]] : []);
  } catch (error) {
    await emit({ type: "image_error", generation_id: id, error: `The logo could not be drawn: ${message(error)}` });
    return null;
  }
  for (const line of planned.narration) await emit({ type: "chunk", content: line });
  await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.planned });

  try {
    const design: Design = engine.design(planned.spec);
    const adjustments = planned.language && design.adjustments.length > 0 ? [AGENT_WORDS.inkAdjusted[planned.language]] : design.adjustments;
    for (const line of adjustments) await emit({ type: "chunk", content: line });
    await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.composed });

    for (const [index, partial] of PARTIALS.entries()) {
      const png = await engine.partial(design, partial.layers);
      await emit({ type: "partial_image", generation_id: id, index, data: toDataUrl(png, "image/png") });
      await emit({ type: "image_progress", generation_id: id, progress: PROGRESS[partial.stage] });
    }

    const previews = await engine.previews(design);
    const image = toDataUrl(previews.preview, "image/png");
    await emit({ type: "chunk", content: planned.language ? AGENT_WORDS.preview[planned.language] : PREVIEW_WORDS });
    await emit({ type: "image_progress", generation_id: id, progress: PROGRESS.preview });
    await emit({ type: "image_progress", generation_id: id, progress: 100 });
    // Browsers get only this watermarked preview (and its transparent twin, for the page's
    // background picker and mockups); the design is for the app to keep.
    await emit({
      type: "final_image",
      generation_id: id,
      data: image,
      transparent_data: toDataUrl(previews.transparent, "image/png"),
      spec: design.spec,
      ...(fingerprint ? { mark_fingerprint: fingerprint } : {}),
    });
    // The record is written before `done`, so a client may ask for it the moment the stream ends.
    const metadata: LogoMetadataEvent = { ...planned.metadata, isWatermarked: true, hasFullVersion: true };
    await deps.remember(id, { metadata, spec: design.spec });
    await emit({ type: "image_complete", generation_id: id });
    const content = [...planned.narration, ...adjustments].join(" ");
    await emit({ type: "done", content, metadata });
    return { generationId: id, image, spec: design.spec, metadata, content };
  } catch (error) {
    await emit({ type: "image_error", generation_id: id, error: `The logo could not be drawn: ${message(error)}` });
    return null;
  }
}

/** How many other ideas the agent tries before it gives up on a mark of its own. */
const MARK_TRIES = 24;

/**
 * The plan with a mark no sold logo (and, for a refinement, no earlier version) comes
 * within the similarity limit of, and whose idea (`markIdea`: its parts, wherever they sit)
 * is not a sold one's: while it does or is, the agent draws the next idea for the
 * brand, and says why. A design without a constructed mark (a wordmark, a version 1
 * design refined) is checked too, and left as it is: only a constructed mark is redrawn.
 */
function markOfItsOwn(planned: Plan, input: ChatInput, engine: LogoEngine): { plan: Plan; fingerprint: string | null } {
  let spec = planned.spec;
  let fingerprint = engine.markFingerprint(spec);
  // A change that leaves the mark as it was keeps the logo's own mark (its buyer's, if sold).
  const parent = input.parent;
  if (parent && JSON.stringify([parent.mark, parent.icon]) === JSON.stringify([spec.mark, spec.icon])) return { plan: planned, fingerprint };
  const otherIdeas = parent !== null && asksForOtherIdeas(input.prompt);
  const avoid = markSet([...input.avoidMarks, ...(otherIdeas ? input.earlierMarks : [])]);
  // A sold mark's idea is reserved too: the same parts placed otherwise are the same mark.
  const avoidIdeas = new Set([...input.avoidIdeas, ...(otherIdeas ? input.earlierIdeas : [])]);
  const clashes = (design: LogoSpec, print: string | null) => (print !== null && avoid.near(print) !== null) || avoidIdeas.has(markIdea(design) ?? "");
  if (!spec.mark || !clashes(spec, fingerprint)) return { plan: planned, fingerprint };
  const soldClash = (fingerprint !== null && tooLike(fingerprint, input.avoidMarks) !== null) || input.avoidIdeas.includes(markIdea(spec) ?? "");
  const before = planned.narration;
  for (let variant = 1; variant <= MARK_TRIES; variant++) {
    const redrawn = redrawMark(planned.spec, variant + 100, { keepLayout: true, keepDrawing: planned.understood.drawingAsked ?? false });
    const candidate = logoSpec.safeParse(redrawn.spec);
    if (!candidate.success) continue;
    const print = engine.markFingerprint(candidate.data);
    if (clashes(candidate.data, print)) continue;
    spec = candidate.data;
    fingerprint = print;
    // A sold mark is news worth saying; an earlier version's, for "other ideas", is not.
    const said = soldClash
      ? `${REDRAWN_FOR_SALE_MARKER} ${redrawn.sentence ?? ""}`.trim()
      : `Here is another idea. ${redrawn.sentence ?? ""}`.trim();
    const index = before.findIndex((line) => /\bmark\b/i.test(line));
    const narration = index >= 0 ? before.map((line, i) => (i === index ? said : line)) : [...before, said];
    // The page's description names the mark drawn, not the one given up.
    const description = planned.metadata.description.replace(describeMark(planned.spec), describeMark(spec));
    return { plan: { ...planned, spec, narration, metadata: { ...planned.metadata, description } }, fingerprint };
  }
  throw new Error("every mark I could draw for this name comes too close to a logo someone owns; try another name or more words about the business");
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
