/**
 * The agent protocol (marketplace spec, section 7): the request body of
 * `POST /agent/chat` and `/agent/chat/sync`, and the server-sent events the chat answers
 * with. One home for the format: the agent Worker emits it, the app's relay and
 * GenerationRoom read it, the tests check both against it. docs/agent-protocol.md
 * describes it for an external agent.
 *
 * Each event is one SSE message: `data: {json}\n\n`, the JSON carrying its kind in `type`
 * (workers/protocol/sse.ts writes and reads them).
 */
import { z } from "zod";
import { GENERATION_ID } from "./ids.ts";
import { LIMITS } from "./limits.ts";
import { LAYOUTS, logoSpecShape } from "./logo-spec.ts";
import { AVOID_MARKS_MAX, MARK_FINGERPRINT } from "./mark-fingerprint.ts";
import { MARK_IDEA_MAX_CHARS } from "./mark-idea.ts";

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

export const chatMessage = z.object({
  role: z.enum(["user", "assistant", "system"]),
  content: z.string().max(LIMITS.contentChars, `a message may hold at most ${LIMITS.contentChars} characters`),
  images: z
    .array(
      z
        .string()
        .max(LIMITS.imageChars, "an image may be at most 3 MB")
        .regex(IMAGE_DATA_URL, "images must be base64 data URLs of PNG, JPEG, WebP, GIF or SVG"),
    )
    .max(LIMITS.imagesPerMessage, `at most ${LIMITS.imagesPerMessage} images per message`)
    .optional(),
});


export const chatRequest = z.object({
  messages: z
    .array(chatMessage)
    .min(1, "messages must hold at least one message")
    .max(LIMITS.messages, `at most ${LIMITS.messages} messages`)
    .refine((messages) => messages.at(-1)?.role === "user", "the last message must be the user's")
    .refine((messages) => (messages.at(-1)?.content.trim().length ?? 0) > 0, "the prompt is empty"),
  browse_logo_url: z.string().max(LIMITS.urlChars).optional(),
  browse_logo_name: z.string().max(LIMITS.browseLogoNameChars).optional(),
  generation_id: z.string().regex(GENERATION_ID, "generation_id looks like gen_{time}_{random}").optional(),
  /**
   * The design of the logo being refined, set by the app from its records (the visitor's
   * own generation, or a catalogue logo). An agent never trusts a design read from an
   * image: pictures carry pixels only, and the images are references by their pixels.
   * Used as the parent when the last message is a refinement (workers/protocol/refinement.ts).
   */
  design: logoSpecShape.optional(),
  /**
   * The designs of the reference logos of a new logo (personalization), in the order of
   * the last message's images, set by the app from its records like `design`; null where
   * it knows none.
   */
  reference_designs: z.array(logoSpecShape.nullable()).max(LIMITS.imagesPerMessage, `at most ${LIMITS.imagesPerMessage} reference designs`).optional(),
  /**
   * Marks no new mark may come within MARK_SIMILARITY_LIMIT of, as fingerprints, set by the
   * app from its records: every sold logo's (docs/decisions/0107). A refinement that keeps
   * its logo's own mark is that logo's, and is not checked.
   */
  avoid_marks: z.array(z.string().regex(MARK_FINGERPRINT, "avoid_marks holds mark fingerprints (m1:…)")).max(AVOID_MARKS_MAX).optional(),
  /** For a refinement: the marks of the logo's earlier versions ("other ideas" draws none of them again). */
  earlier_marks: z.array(z.string().regex(MARK_FINGERPRINT, "earlier_marks holds mark fingerprints (m1:…)")).max(LIMITS.messages * 4).optional(),
  /** For a refinement: the layouts of the logo's earlier versions ("other ideas" shows another). */
  earlier_layouts: z.array(z.enum(LAYOUTS)).max(LIMITS.messages * 4).optional(),
  /** The ideas (`markIdea`) of the sold logos' marks: no new mark is one of them, however it is placed. */
  avoid_ideas: z.array(z.string().min(1).max(MARK_IDEA_MAX_CHARS)).max(AVOID_MARKS_MAX).optional(),
  /** For a refinement: the ideas of the logo's earlier versions' marks ("other ideas" draws none of them again). */
  earlier_ideas: z.array(z.string().min(1).max(MARK_IDEA_MAX_CHARS)).max(LIMITS.messages * 4).optional(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

/** Metadata as the agent reports it with `done` and from `GET /logo/metadata`. */
export const logoMetadata = z.object({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  category: z.string(),
  bgColor: z.string(),
  isWatermarked: z.boolean(),
  hasFullVersion: z.boolean(),
});
export type LogoMetadataEvent = z.infer<typeof logoMetadata>;

/** What the agent says about a finished logo (spec section 3, "Logo metadata") as the app keeps it: without the flags the app decides. */
export type GenerationMetadata = Omit<LogoMetadataEvent, "isWatermarked" | "hasFullVersion">;

/**
 * The files of a finished logo, as data URLs. An extension of the spec's `final_image`:
 * the app's GenerationRoom stores them in R2 and never forwards them to a browser (a
 * browser only ever sees the watermarked preview until the logo is bought).
 */
export const logoFiles = z.object({
  /** 2048 x 2048 PNG on the design's background. */
  png: z.string(),
  /** The same PNG with the watermark. */
  pngWatermarked: z.string(),
  webp: z.string(),
  /** Self-contained SVG (text as paths). */
  svg: z.string(),
  /** PNG with a transparent background. */
  pngTransparent: z.string(),
});
export type LogoFiles = z.infer<typeof logoFiles>;

export const agentEvent = z.discriminatedUnion("type", [
  /** Which agent is working (the embedded one answers 'designer'). */
  z.object({ type: z.literal("agent"), agent: z.string(), content: z.string().optional() }),
  /** What the agent is doing or decided, in a person's words. */
  z.object({ type: z.literal("chunk"), content: z.string() }),
  z.object({ type: z.literal("handoff_to"), agent: z.string() }),
  z.object({
    type: z.literal("streaming_image"),
    generation_id: z.string(),
    content: z.string(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ type: z.literal("image_progress"), generation_id: z.string(), progress: z.number().min(0).max(100) }),
  /** The logo as it is being built (background, then mark, then wordmark): a small PNG. */
  z.object({ type: z.literal("partial_image"), generation_id: z.string(), index: z.number().int().min(0), data: z.string() }),
  z.object({
    type: z.literal("final_image"),
    generation_id: z.string(),
    url: z.string().optional(),
    hasUrl: z.boolean().optional(),
    data: z.string().optional(),
    /** Extension: every file of the logo (see logoFiles). */
    files: logoFiles.optional(),
    /** Extension: the design, so a refinement can start from it. */
    spec: z.unknown().optional(),
    /**
     * Extension: the watermarked preview without its background, a PNG data URL of the
     * same size as `data`. Browsers may see it like the preview: the logo page lays it on
     * the visitor's chosen background and on the mockups' surfaces. Optional: without it
     * a page shows the preview on its own background and no mockups.
     */
    transparent_data: z.string().optional(),
    /** Extension: the fingerprint of the mark alone (workers/protocol/mark-fingerprint.ts); absent for a wordmark. */
    mark_fingerprint: z.string().regex(MARK_FINGERPRINT).optional(),
  }),
  z.object({ type: z.literal("final_url"), generation_id: z.string(), url: z.string() }),
  z.object({ type: z.literal("image_error"), generation_id: z.string().optional(), error: z.string() }),
  z.object({ type: z.literal("image_complete"), generation_id: z.string() }),
  z.object({ type: z.literal("done"), content: z.string(), metadata: logoMetadata.partial().optional() }),
  z.object({ type: z.literal("error"), error: z.string() }),
]);
export type AgentEvent = z.infer<typeof agentEvent>;

/** One message's data as an agent event, or null. */
export function parseAgentEvent(data: string): AgentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = agentEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}
