/**
 * What a browser may POST to /agent/chat and /agent/chat/sync: the agent protocol's
 * request (workers/protocol/agent-protocol.ts) plus the ids the server records with the
 * generation. The extra fields stay with the app; the agent gets the protocol fields only.
 * A browser never sends a design: a refinement names its parent (`parent_generation_id`
 * or `parent_catalogue_id`), a personalization its references (`reference_logo_ids`), and
 * the app sets `design` and `reference_designs` from its records
 * (docs/decisions/0016-designs-stay-on-the-server.md); designs in the body are dropped.
 */
import { z } from "zod";
import { chatRequest, type ChatRequest } from "#protocol/agent-protocol.ts";
import { readBytesWithin } from "#protocol/body.ts";
import { dataUrlBytes } from "#protocol/data-url.ts";
import { LIMITS } from "#protocol/limits.ts";
import { hasWords, NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { CATALOGUE_ID, GENERATION_ID, LOGO_ID, REVISION_GROUP_ID } from "#protocol/ids.ts";
import type { MarksToAvoid } from "#app/server/generations/mark-records.server.ts";

export const relayChatRequest = chatRequest.omit({ design: true, reference_designs: true }).extend({
  /** The browser's generated-logo id (logo_{time}_{random}). */
  logo_id: z.string().regex(LOGO_ID, "logo_id looks like logo_{time}_{random}").optional(),
  /** For a refinement: the generation of the logo being refined. */
  parent_generation_id: z
    .string()
    .regex(GENERATION_ID, "parent_generation_id looks like gen_{time}_{random}")
    .optional(),
  /** For a refinement of a catalogue logo: its id. */
  parent_catalogue_id: z.string().regex(CATALOGUE_ID, "parent_catalogue_id is a catalogue logo's id").optional(),
  /** For a new logo from reference logos (personalization): their ids, in the order of the images. */
  reference_logo_ids: z
    .array(z.string().refine((id) => CATALOGUE_ID.test(id) || LOGO_ID.test(id), "reference_logo_ids holds catalogue or logo_ ids"))
    .max(LIMITS.imagesPerMessage, `at most ${LIMITS.imagesPerMessage} reference logos`)
    .optional(),
  revision_group_id: z
    .string()
    .regex(REVISION_GROUP_ID, "revision_group_id looks like revgroup_{time}_{random}")
    .optional(),
});
export type RelayChatRequest = z.infer<typeof relayChatRequest>;

/** The designs the app looked up for a request (never the browser's). */
export interface ServerDesigns {
  /** A refinement's parent. */
  design?: ChatRequest["design"] | null;
  /** A personalization's references, in the order of the images. */
  referenceDesigns?: NonNullable<ChatRequest["reference_designs"]>;
}

/** The part of the request the agent receives, with the designs the app looked up. */
export function agentRequestOf(
  request: RelayChatRequest & { generation_id: string },
  designs: ServerDesigns = {},
  marks: MarksToAvoid = { avoidMarks: [], avoidIdeas: [], earlierMarks: [], earlierIdeas: [], earlierLayouts: [], earlierPrompts: [] },
): ChatRequest & { generation_id: string } {
  const { browse_logo_url, browse_logo_name, generation_id } = request;
  const { design, referenceDesigns } = designs;
  // A change arrives alone; the agent reads it against what was asked before along the line,
  // the most recent prompts when the line is longer than a request holds.
  const room = LIMITS.messages - request.messages.length;
  const earlier = room > 0 ? marks.earlierPrompts.slice(-room).map((content) => ({ role: "user" as const, content })) : [];
  const messages = request.messages.length > 0 && earlier.length > 0 ? [...earlier, ...request.messages] : request.messages;
  return {
    messages,
    browse_logo_url,
    browse_logo_name,
    generation_id,
    ...(design ? { design } : {}),
    ...(referenceDesigns?.some(Boolean) ? { reference_designs: referenceDesigns } : {}),
    ...(marks.avoidMarks.length > 0 ? { avoid_marks: marks.avoidMarks } : {}),
    ...(marks.avoidIdeas.length > 0 ? { avoid_ideas: marks.avoidIdeas } : {}),
    ...(marks.earlierMarks.length > 0 ? { earlier_marks: marks.earlierMarks } : {}),
    ...(marks.earlierIdeas.length > 0 ? { earlier_ideas: marks.earlierIdeas } : {}),
    ...(marks.earlierLayouts.length > 0 ? { earlier_layouts: marks.earlierLayouts } : {}),
  };
}

export type ParsedBody =
  | { ok: true; request: RelayChatRequest }
  | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads and validates a chat request. The size limit is checked before anything is
 * parsed: first the declared Content-Length, then the bytes actually read, so a body
 * without a length (chunked) cannot grow past it either.
 */
export async function readChatRequest(request: Request, maxBytes: number = LIMITS.bodyBytes): Promise<ParsedBody> {
  const tooLarge = { ok: false, status: 413, error: `The request is too large: at most ${maxBytes / (1024 * 1024)} MB.` } as const;
  // JSON only: another site cannot send that from a browser without a CORS preflight,
  // which the app never grants, so pages elsewhere cannot start generations.
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return { ok: false, status: 415, error: "Send the request as JSON (Content-Type: application/json)." };
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return tooLarge;

  const bytes = await readBytesWithin(request.body, maxBytes);
  if (bytes === null) return tooLarge;
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
  const parsed = relayChatRequest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ok: false, status: 400, error: `Invalid request: ${where}${issue?.message ?? "unexpected shape"}.` };
  }
  // The agent decodes every image and refuses one it cannot: refused here, the request
  // starts nothing and does not count against the visitor's limit.
  for (const [m, message] of parsed.data.messages.entries()) {
    for (const [i, image] of (message.images ?? []).entries()) {
      const decoded = dataUrlBytes(image);
      if (!decoded || decoded.bytes.length === 0) return { ok: false, status: 400, error: `Invalid request: messages.${m}.images.${i}: the image's base64 data is broken.` };
    }
  }
  if (isNewLogo(parsed.data) && !hasWords(lastUserWords(parsed.data))) return { ok: false, status: 400, error: NO_WORDS_MESSAGE };
  return { ok: true, request: parsed.data };
}

/** A request for a new logo: no logo to change, no reference logos, no pictures to start from. */
function isNewLogo(request: RelayChatRequest): boolean {
  if (request.parent_generation_id || request.parent_catalogue_id || request.reference_logo_ids?.length) return false;
  return !request.messages.some((message) => message.images?.length);
}

function lastUserWords(request: RelayChatRequest): string {
  return request.messages.findLast((message) => message.role === "user")?.content ?? "";
}
