/**
 * The stand-in agent's script (the Worker is tests/workers/stand-in-agent.ts): what it
 * sends for each scenario, and the files it sends, so tests can look for them.
 *
 * The stand-in for the logo agent speaks the agent protocol (workers/protocol/agent-protocol.ts)
 * and is scripted by the prompt, so a test (or the relay bench) chooses what the agent
 * does by what it asks for. It runs as its own Worker named `logo-agent`: an auxiliary
 * worker in the Vitest config, and a `wrangler dev` worker for bench/relay.
 *
 * Tokens in the last user message:
 *   [scenario:NAME]  see SCENARIOS below (default: full)
 *   [delay:MS]       pause between events (default 0; `slow` uses 150)
 *   [chunks:N]       bench: number of timed chunk events
 *   [size:BYTES]     bench: size of each full-size file
 *
 * It counts its calls so tests can check that the app made exactly one agent call:
 * GET /__calls?generation_id=... answers { chat, metadata, clearContext, design,
 * reference_designs } (the request's designs, as the app sent them).
 *
 * A request with a `design` is a refinement of it: the final design keeps the parent's
 * brand and layout (as the real agent's refinements do) and the metadata names it.
 */
import { encodeFingerprint } from "#protocol/mark-fingerprint.ts";
import type { AgentEvent, LogoFiles } from "#protocol/agent-protocol.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";
import { withTextChunk } from "#tests/support/png-text.ts";
import { KIT_FILES, type CertificateText, type KitFileId, type KitManifest } from "#protocol/render.ts";

export const SCENARIOS = [
  "full", // every event kind of a successful generation, in protocol order
  "slow", // `full` with 150 ms between events
  "image-error", // an image_error, then done without an image
  "error", // an error event, then the stream ends
  "drop", // a few events, then the connection breaks
  "garbage", // a few events, then junk: broken JSON, unknown and malformed events, bytes that are not UTF-8
  "close-early", // a few events, then the stream ends cleanly without done
  "stall", // a few events, then silence with the connection open
  "http-json-error", // 503 with a JSON error body
  "http-text-error", // 502 with a plain text body
  "no-body", // 200 without a body
  "no-metadata", // `full` with a done that carries no metadata
  "data-only", // final_image with the plain spec's `data` only (no files extension)
  "bench", // timed chunks (content `sent_at=<ms>`), partial images, full-size files
  "text-chunks", // `full` with real PNGs whose text chunks hold the design, as a careless agent might write them
  "transparent-preview", // `full` whose final_image also carries the preview without its background (`transparent_data`)
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The agent address a careless relay would leak to browsers. */
export const AGENT_ORIGIN = "https://agent.internal.example";

export const STAND_IN_METADATA = {
  name: "Stand-in Studio",
  description: "A logo drawn by the stand-in agent.",
  tags: ["stand-in", "test"],
  category: "Abstract",
  bgColor: "bg-blue-100",
  isWatermarked: false,
  hasFullVersion: false,
};

export const STAND_IN_SPEC = { brand: "Stand-in Studio", layout: "stacked", palette: ["#112233", "#ffffff"] };

/** A design that passes the contract's LogoSpec schema (workers/protocol/logo-spec.ts). */
export const STAND_IN_DESIGN = logoSpecFixture({
  brand: "Otter Lantern Works",
  tagline: "Light for the river",
  icon: { set: "phosphor", name: "lightbulb" },
  layout: "badge",
  container: "hexagon",
  palette: { background: "#f0f9ff", primary: "#0c4a6e", text: "#082f49", accent: "#7dd3fc" },
  seed: 7,
});

/** A real 1 x 1 PNG. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** The tiny PNG with a tEXt and an iTXt chunk, each holding `text` under the keyword LogoSpec. */
function pngWithText(text: string): string {
  const png = Uint8Array.from(atob(TINY_PNG), (char) => char.charCodeAt(0));
  const out = withTextChunk(withTextChunk(png, "iTXt", "LogoSpec", text), "tEXt", "LogoSpec", text);
  let binary = "";
  for (const byte of out) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}

/** Recognisable bytes per file and generation, so a test can find them anywhere. */
function fileText(kind: keyof LogoFiles, generationId: string, size = 600): string {
  const unit = `<${kind}:${generationId}>`;
  return unit.repeat(Math.max(1, Math.ceil(size / unit.length))).slice(0, Math.max(size, unit.length));
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** The files the stand-in sends for `generationId`, as bytes (what R2 must hold) and as data URLs. */
export function standInFiles(generationId: string, size?: number) {
  const text = {
    png: fileText("png", generationId, size),
    pngWatermarked: fileText("pngWatermarked", generationId, size),
    webp: fileText("webp", generationId, size),
    svg: `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${fileText("svg", generationId, size)} --></svg>`,
    pngTransparent: fileText("pngTransparent", generationId, size),
  };
  const urls: LogoFiles = {
    png: `data:image/png;base64,${base64(text.png)}`,
    pngWatermarked: `data:image/png;base64,${base64(text.pngWatermarked)}`,
    webp: `data:image/webp;base64,${base64(text.webp)}`,
    // SVG as percent-encoded text, the other form a data URL takes.
    svg: `data:image/svg+xml,${encodeURIComponent(text.svg)}`,
    pngTransparent: `data:image/png;base64,${base64(text.pngTransparent)}`,
  };
  return { text, urls };
}

/** The transparent preview the stand-in sends in the `transparent-preview` scenario, as text (its bytes). */
export function standInTransparentPreview(generationId: string): string {
  return `<transparentPreview:${generationId}>`.repeat(20);
}

const PARTIAL = (index: number, generationId: string) => `data:image/png;base64,${base64(`partial ${index} of ${generationId}`)}`;

/** The events of a successful generation, every kind of the protocol once or more. */
/** A mark fingerprint of the stand-in's own for each generation: its id's bytes as the mask's cells. */
export function standInMarkFingerprint(generationId: string): string {
  const bytes = new TextEncoder().encode(generationId.padEnd(128, "."));
  return encodeFingerprint(Array.from({ length: 1024 }, (_, i) => ((bytes[i >> 3]! >> (i & 7)) & 1) === 1));
}

export function fullEvents(generationId: string, options: { metadata?: boolean; dataOnly?: boolean; textChunks?: boolean; transparentPreview?: boolean; design?: unknown } = {}): AgentEvent[] {
  const files = standInFiles(generationId);
  // A refinement keeps its parent's brand and layout; a new logo of `text-chunks` gets the stand-in design.
  const parent = options.design as { brand?: string } | undefined;
  const spec = parent ? { ...parent, seed: 8 } : options.textChunks ? STAND_IN_DESIGN : STAND_IN_SPEC;
  const metadata = parent?.brand ? { ...STAND_IN_METADATA, name: parent.brand } : { ...STAND_IN_METADATA };
  if (options.textChunks) {
    const leaky = pngWithText(JSON.stringify(spec));
    Object.assign(files.urls, { png: leaky, pngWatermarked: leaky, pngTransparent: leaky });
  }
  const partial = (index: number) => (options.textChunks ? pngWithText(JSON.stringify(spec)) : PARTIAL(index, generationId));
  return [
    { type: "agent", agent: "designer", content: "Designer at work" },
    { type: "chunk", content: "Reading your brief." },
    { type: "handoff_to", agent: "renderer" },
    { type: "streaming_image", generation_id: generationId, content: "Sketching", metadata: { step: "plan" } },
    { type: "image_progress", generation_id: generationId, progress: 10 },
    { type: "partial_image", generation_id: generationId, index: 0, data: partial(0) },
    { type: "image_progress", generation_id: generationId, progress: 60 },
    { type: "partial_image", generation_id: generationId, index: 1, data: partial(1) },
    { type: "image_progress", generation_id: generationId, progress: 100 },
    options.dataOnly
      ? { type: "final_image", generation_id: generationId, data: files.urls.pngWatermarked }
      : {
          type: "final_image",
          generation_id: generationId,
          url: `${AGENT_ORIGIN}/files/${generationId}.png`,
          hasUrl: true,
          data: files.urls.png,
          files: files.urls,
          spec,
          ...(options.transparentPreview ? { transparent_data: `data:image/png;base64,${base64(standInTransparentPreview(generationId))}` } : {}),
          mark_fingerprint: standInMarkFingerprint(generationId),
        },
    { type: "final_url", generation_id: generationId, url: `${AGENT_ORIGIN}/files/${generationId}.png` },
    { type: "image_complete", generation_id: generationId },
    options.metadata === false
      ? { type: "done", content: "Your logo is ready." }
      : { type: "done", content: "Your logo is ready.", metadata },
  ];
}

export function eventsFor(scenario: Scenario, generationId: string, options: { chunks: number; size: number; design?: unknown }): AgentEvent[] {
  const opening: AgentEvent[] = [
    { type: "agent", agent: "designer" },
    { type: "chunk", content: "Reading your brief." },
    { type: "image_progress", generation_id: generationId, progress: 30 },
  ];
  switch (scenario) {
    case "image-error":
      return [...opening, { type: "image_error", generation_id: generationId, error: "The renderer ran out of ink" }, { type: "done", content: "" }];
    case "error":
      return [...opening, { type: "error", error: "The planner could not read the brief" }];
    case "drop":
    case "garbage":
    case "close-early":
    case "stall":
      return opening;
    case "no-metadata":
      return fullEvents(generationId, { metadata: false });
    case "data-only":
      return fullEvents(generationId, { dataOnly: true });
    case "bench":
      return benchEvents(generationId, options);
    case "text-chunks":
      return fullEvents(generationId, { textChunks: true, design: options.design });
    case "transparent-preview":
      return fullEvents(generationId, { transparentPreview: true, design: options.design });
    default:
      return fullEvents(generationId, { design: options.design });
  }
}

function benchEvents(generationId: string, options: { chunks: number; size: number }): AgentEvent[] {
  const events: AgentEvent[] = [{ type: "agent", agent: "designer" }];
  for (let index = 0; index < options.chunks; index++) {
    // The content is filled with the send time as the event leaves (see stream()).
    events.push({ type: "chunk", content: "sent_at" });
    events.push({ type: "image_progress", generation_id: generationId, progress: Math.round(((index + 1) / options.chunks) * 99) });
    if (index % 5 === 4) {
      events.push({ type: "partial_image", generation_id: generationId, index: index / 5, data: `data:image/png;base64,${base64("p".repeat(24_000))}` });
    }
  }
  const files = standInFiles(generationId, options.size);
  events.push(
    { type: "final_image", generation_id: generationId, files: files.urls, spec: STAND_IN_SPEC },
    { type: "image_complete", generation_id: generationId },
    { type: "done", content: "Your logo is ready.", metadata: { ...STAND_IN_METADATA } },
  );
  return events;
}


/**
 * The stand-in's brand kit for `POST /render` (workers/protocol/render.ts): every file of
 * the kit as a short text naming it and the design's brand (`<logo/logo-2048.png:render
 * Quartz Hill>`), so a test can tell whose file it is; a design whose layout is
 * `wordmark` has no mark, so no mark, horizontal or stacked lockup; the certificate PDF
 * repeats the words it was sent, and the manifest sends them back with the typeface field
 * the agent adds (named by the design's typeface id: the stand-in knows no families).
 */
export function standInKit(spec: { brand: string; layout?: string; typeface?: { id?: string } }, certificate?: CertificateText): FormData {
  const noMark = spec.layout === "wordmark";
  const ids = (Object.keys(KIT_FILES) as KitFileId[]).filter(
    (id) => (!noMark || !/^lockups\/(mark|logo-horizontal|logo-stacked)\./.test(id)) && (certificate !== undefined || id !== "licence/licence-certificate.pdf"),
  );
  const words = certificate && { ...certificate, fields: [...certificate.fields, ["Typeface", `${spec.typeface?.id ?? "unknown"} (name), SIL Open Font License 1.1`] as [string, string]] };
  const manifest: KitManifest = {
    files: ids.map((id) => ({ id, ...(id.endsWith(".png") ? { width: 64, height: 64 } : {}) })),
    notes: noMark ? ["This logo is a wordmark: it has no separate mark."] : [],
    ...(words ? { certificate: words } : {}),
  };
  const form = new FormData();
  form.append("manifest", JSON.stringify(manifest));
  for (const id of ids) {
    const body = id === "licence/licence-certificate.pdf" ? `<${id}:${JSON.stringify(words)}>` : `<${id}:render ${spec.brand}>`;
    form.append(id, new File([body], id.split("/")[1]!, { type: KIT_FILES[id].type }));
  }
  return form;
}
