/**
 * Reading a chat request: the body within its size limit (Content-Length first, then the
 * bytes as they stream in, since a client may send no length or a false one), the JSON
 * against the protocol's schema, every attached image as real base64, and what the
 * request means: a refinement of the design the app sent (`design`, from its records),
 * else a new logo with the images as reference logos. A design is never read from an
 * image (docs/decisions/0016-designs-stay-on-the-server.md). Anything wrong is a
 * BadRequest with a sentence a developer can act on; nothing here throws a 500.
 */
import { hasWords, NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { dataUrlBytes } from "#protocol/data-url.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { hashString } from "#agent/planner/random.ts";
import type { ChatMessage, ReferenceLogo } from "#agent/planner/types.ts";
import { chatRequest } from "#protocol/agent-protocol.ts";
import { newGenerationId } from "#protocol/ids.ts";
import { readBytesWithin } from "#protocol/body.ts";
import { LIMITS } from "#protocol/limits.ts";
import { readsAsRefinement } from "#protocol/refinement.ts";

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message);
  }
}

export interface ChatInput {
  generationId: string;
  prompt: string;
  history: ChatMessage[];
  parent: LogoSpec | null;
  references: ReferenceLogo[];
  seed: number;
  browseLogoName: string | null;
  /** Fingerprints of sold marks: a new mark stays clear of them. */
  avoidMarks: string[];
  /** The ideas of sold marks (`markIdea`): a new mark is none of them. */
  avoidIdeas: string[];
  /** Fingerprints of the logo's earlier versions: "other ideas" stays clear of them too. */
  earlierMarks: string[];
  /** The ideas of the logo's earlier versions' marks: "other ideas" draws none of them. */
  earlierIdeas: string[];
  /** The layouts of the logo's earlier versions. */
  earlierLayouts: LogoSpec["layout"][];
}

const MEGABYTES = (LIMITS.bodyBytes / 1024 / 1024).toFixed(0);

/** The body's text, refusing more than LIMITS.bodyBytes. */
async function readBody(request: Request): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > LIMITS.bodyBytes) {
    throw new BadRequest(`the request body is larger than ${MEGABYTES} MB`);
  }
  if (!request.body) throw new BadRequest("the request has no body: send JSON with a messages list");
  const bytes = await readBytesWithin(request.body, LIMITS.bodyBytes);
  if (!bytes) throw new BadRequest(`the request body is larger than ${MEGABYTES} MB`);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequest("the request body is not UTF-8 text");
  }
}


/** A seed from the generation id: each generation differs, the same one repeats exactly. */
export function seedFor(generationId: string): number {
  return hashString(generationId);
}

export async function readChatRequest(request: Request): Promise<ChatInput> {
  const text = await readBody(request);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadRequest("the request body is not valid JSON");
  }
  const parsed = chatRequest.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
    throw new BadRequest(issues[0] ?? "the request does not follow the agent protocol", issues);
  }
  const body = parsed.data;
  // Every image's base64 must be sound; what an image holds beside its pixels is never read.
  body.messages.forEach((message, m) =>
    (message.images ?? []).forEach((url, i) => {
      const decoded = dataUrlBytes(url);
      if (!decoded || decoded.bytes.length === 0) throw new BadRequest(`messages.${m}.images.${i}: the image's base64 data is broken`);
    }),
  );
  const last = body.messages.at(-1)!;
  const prompt = last.content.trim();
  const browseLogoName = body.browse_logo_name?.trim() || null;
  // A refinement (the contract's one reading) starts from the design the app sent; the
  // images then are the picture of that logo. Otherwise they are baselines to personalise from.
  const parent = body.design && readsAsRefinement(prompt, { hasDesign: true }) ? drawable(body.design, "design") : null;
  // A reference's design is the app's too (`reference_designs`, by position), never the image's.
  const designs = body.reference_designs ?? [];
  const references: ReferenceLogo[] = parent
    ? []
    : Array.from({ length: Math.max(last.images?.length ?? 0, designs.length) }, (_, i) => ({
        spec: designs[i] ? drawable(designs[i], `reference_designs.${i}`) : null,
        name: null,
      }));
  // browse_logo_name names the catalogue logo whose image came along.
  if (browseLogoName && !parent) {
    if (references[0]) references[0].name = browseLogoName;
    else references.push({ spec: null, name: browseLogoName });
  }

  // A new logo with nothing to start from is asked for in words (the contract's rule).
  if (!parent && references.length === 0 && !hasWords(prompt)) throw new BadRequest(NO_WORDS_MESSAGE);

  const generationId = body.generation_id ?? newGenerationId();
  return {
    generationId,
    prompt,
    history: body.messages.slice(0, -1).map(({ role, content }) => ({ role, content })),
    parent,
    references,
    seed: seedFor(generationId),
    browseLogoName,
    avoidMarks: body.avoid_marks ?? [],
    avoidIdeas: body.avoid_ideas ?? [],
    earlierMarks: body.earlier_marks ?? [],
    earlierIdeas: body.earlier_ideas ?? [],
    earlierLayouts: body.earlier_layouts ?? [],
  };
}

/** A design from the app as the agent draws it: a design this agent cannot draw is refused. */
function drawable(design: unknown, field: string): LogoSpec {
  const parsed = logoSpec.safeParse(design);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${[field, ...issue.path].join(".")}: ${issue.message}`);
  throw new BadRequest(issues[0] ?? `${field} is not a design this agent can draw`, issues);
}
