/**
 * The prompt bar without JavaScript: its form posts here. The server does what the
 * browser's script would — composes the prompt with its style and colour lines, prepares
 * a refinement's parent picture and looks up its design (only a logo the visitor owns, or
 * a catalogue logo: parent-design.server.ts), or the picture and design of someone else's
 * logo a visitor starts their own from, starts the generation in its room — and
 * sends the visitor to the logo's page, which refreshes itself until the logo is done.
 */
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { toDataUrl } from "#protocol/data-url.ts";
import type { ChatRequest } from "#protocol/agent-protocol.ts";
import { LIMITS } from "#protocol/limits.ts";
import { catalogueRevisionGroupOf, getGenerationByLogoId, revisionGroupOf } from "./records.server.ts";
import { parentDesign, PARENT_ERRORS, referenceDesigns, type Design } from "./parent-design.server.ts";
import type { ServerDesigns } from "./chat-request.ts";
import type { Owner } from "#app/server/auth/owner.server.ts";
import { logoFileKey } from "./logo-files.server.ts";
import { RATE_LIMIT_MESSAGE } from "./settings.ts";
import { openGeneration } from "./rooms.ts";
import { getCatalogueLogo } from "#app/server/catalogue/catalogue.server.ts";
import { CATALOGUE_ID, LOGO_ID, newGenerationId, newLogoId } from "#protocol/ids.ts";
import { composePrompt, hasWords, NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { refinementMessage } from "#protocol/refinement.ts";
import { COLOR_SCHEMES, STYLES } from "#protocol/taxonomy.ts";
import { ensureVisitor } from "#app/server/visitor.server.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";

export const promptForm = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Please describe your logo first.")
    // Room for the style and colour lines inside the protocol's message limit.
    .max(LIMITS.contentChars - 200, `Please keep the description under ${LIMITS.contentChars - 200} characters.`),
  styles: z.array(z.enum(STYLES)).default([]),
  colorScheme: z.enum(COLOR_SCHEMES).optional(),
  /** The logo page the form was on: the prompt refines that logo. */
  refine: z.string().refine((id) => CATALOGUE_ID.test(id) || LOGO_ID.test(id), "That logo does not exist.").optional(),
  /** Someone else's generated logo the form was on: the prompt starts a logo of one's own from it. */
  reference: z.string().refine((id) => LOGO_ID.test(id), "That logo does not exist.").optional(),
})
  // A new logo needs words; a change or one's own version has a logo to start from.
  .refine((form) => form.refine || form.reference || hasWords(form.prompt), { message: NO_WORDS_MESSAGE, path: ["prompt"] });

export type PromptSubmission =
  | { ok: true; location: string; setCookie: string | null }
  | { ok: false; status: 400 | 403 | 404 | 409 | 429 | 503; error: string; retryAfter?: string };

export async function submitPromptForm(request: Request, context: AppLoadContext): Promise<PromptSubmission> {
  const form = await request.formData();
  const parsed = promptForm.safeParse({
    prompt: form.get("prompt") ?? "",
    styles: form.getAll("styles"),
    colorScheme: form.get("colorScheme") || undefined,
    refine: form.get("refine") || undefined,
    reference: form.get("reference") || undefined,
  });
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Please describe your logo first." };
  const { prompt, styles, colorScheme, refine, reference } = parsed.data;

  const composed = composePrompt(prompt, styles, colorScheme ?? null);
  const chat: ChatRequest & { generation_id: string; logo_id: string; parent_generation_id?: string; parent_catalogue_id?: string; reference_logo_ids?: string[]; revision_group_id?: string } = {
    messages: [{ role: "user", content: composed }],
    generation_id: newGenerationId(),
    logo_id: newLogoId(),
  };
  const visitor = await ensureVisitor(request);
  const owner: Owner = { visitorId: visitor.id, userId: (await userOfRequest(context.db, request))?.id ?? null };
  const designs: ServerDesigns = {};
  if (refine) {
    const parent = await refinementParent(refine, request, context, owner);
    if (!parent.ok) return parent;
    chat.messages = [{ role: "user", content: refinementMessage(composed), images: [parent.image] }];
    if (parent.browse) Object.assign(chat, { browse_logo_url: parent.browse.url, browse_logo_name: parent.browse.name });
    if (parent.generationId) {
      chat.parent_generation_id = parent.generationId;
      // The new version joins its parent's versions (the logo page lists them with JavaScript or without).
      const group = await revisionGroupOf(context.db, parent.generationId);
      if (group) chat.revision_group_id = group;
    }
    else if (CATALOGUE_ID.test(refine)) {
      chat.parent_catalogue_id = refine;
      // The owner's changes to this catalogue logo are one logo's versions, with JavaScript or without.
      chat.revision_group_id = await catalogueRevisionGroupOf(context.db, Number(refine), owner);
    }
    designs.design = parent.design;
  } else if (reference) {
    const start = await referencePicture(reference, context, owner);
    if (!start.ok) return start;
    chat.messages = [{ role: "user", content: composed, images: [start.image] }];
    designs.referenceDesigns = [start.design];
    // Recorded with the generation: a sale of this version credits the reference's designer.
    chat.reference_logo_ids = [reference];
  }

  const response = await openGeneration(context.env.GENERATION_ROOM, {
    request: chat,
    serverMinted: true,
    visitorId: visitor.id,
    userId: owner.userId,
    ip: request.headers.get("CF-Connecting-IP") ?? "unknown",
    designs,
  });
  if (response.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    // The room says when the limit frees up; the no-JavaScript answer says it too.
    return { ok: false, status: 429, error: body.error ?? RATE_LIMIT_MESSAGE, retryAfter: response.headers.get("Retry-After") ?? "60" };
  }
  // The room reads the agent on its own; this request only needed it started.
  await response.body?.cancel();
  if (!response.ok) return { ok: false, status: 503, error: "The design agent could not start. Please try again." };
  return { ok: true, location: `/logo/${chat.logo_id}`, setCookie: visitor.setCookie };
}

interface Parent {
  ok: true;
  /** The picture the agent sees, as a data URL: pixels only, the design travels beside it. */
  image: string;
  /** The parent's design from D1. */
  design: Design | null;
  browse?: { url: string; name: string };
  generationId?: string;
}

type Refused = Extract<PromptSubmission, { ok: false }>;

/**
 * A generated logo someone starts a logo of their own from (a shared link, without
 * JavaScript): its watermarked preview as the agent's picture, and its design when they
 * may start from it (parent-design.server.ts: not once it is sold).
 */
async function referencePicture(logoId: string, context: AppLoadContext, owner: Owner): Promise<{ ok: true; image: string; design: Design | null } | Refused> {
  const generation = await getGenerationByLogoId(context.db, logoId);
  if (!generation) return { ok: false, status: 404, error: PARENT_ERRORS.gone };
  if (generation.status !== "completed") return { ok: false, status: 409, error: PARENT_ERRORS.unfinished };
  const preview = await context.env.LOGO_FILES.get(logoFileKey(generation.id, "pngWatermarked"));
  if (!preview) return { ok: false, status: 404, error: PARENT_ERRORS.gone };
  const [design] = await referenceDesigns(context.db, owner, [logoId]);
  return { ok: true, image: toDataUrl(new Uint8Array(await preview.arrayBuffer()), "image/png"), design: design ?? null };
}

/**
 * The logo being refined: a catalogue picture from the assets, or the visitor's own
 * generation's preview from R2, each with its design from D1.
 */
async function refinementParent(id: string, request: Request, context: AppLoadContext, owner: Owner): Promise<Parent | Refused> {
  const gone: Refused = { ok: false, status: 404, error: PARENT_ERRORS.gone };
  if (CATALOGUE_ID.test(id)) {
    const logo = await getCatalogueLogo(context.db, Number(id));
    if (!logo) return gone;
    const found = await parentDesign(context.db, owner, { catalogueId: logo.id });
    if (!found.ok) return found;
    const url = new URL(logo.image, request.url).href;
    const picture = await context.env.ASSETS.fetch(url);
    if (!picture.ok) return gone;
    const image = toDataUrl(new Uint8Array(await picture.arrayBuffer()), "image/webp");
    return { ok: true, image, design: found.design, browse: { url, name: logo.name } };
  }
  const generation = await getGenerationByLogoId(context.db, id);
  if (!generation) return gone;
  const found = await parentDesign(context.db, owner, { generationId: generation.id });
  if (!found.ok) return found;
  const preview = await context.env.LOGO_FILES.get(logoFileKey(generation.id, "pngWatermarked"));
  if (!preview) return gone;
  const image = toDataUrl(new Uint8Array(await preview.arrayBuffer()), "image/png");
  return { ok: true, image, design: found.design, generationId: generation.id };
}
