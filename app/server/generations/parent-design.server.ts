/**
 * The design a refinement starts from, and those of a new logo's reference logos, looked
 * up on the server (docs/decisions/0016-designs-stay-on-the-server.md). A browser names
 * the logo it refines (its generation, or the catalogue logo) or the logos it chose as
 * references; the app reads their designs from D1 and hands them to the agent as the
 * request's `design` and `reference_designs`. A design never travels through the browser;
 * no one refines a generation that is not theirs, and no one but its buyer starts from a
 * sold one.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { logos } from "#app/server/db/schema.ts";
import { owns, type Owner } from "#app/server/auth/owner.server.ts";
import { getGeneration, getGenerationByLogoId } from "./records.server.ts";
import { CATALOGUE_ID } from "#protocol/ids.ts";
import { logoSpecShape } from "#protocol/logo-spec.ts";
import type { ChatRequest } from "#protocol/agent-protocol.ts";
import { NOT_YOURS_TO_CHANGE } from "#app/lib/refine.ts";

export type Design = NonNullable<ChatRequest["design"]>;

/** The logo a refinement names: one of the requester's generations, or a catalogue logo. */
export type ParentRef = { generationId: string } | { catalogueId: number };

export type ParentDesign =
  | { ok: true; design: Design | null }
  | { ok: false; status: 403 | 404 | 409; error: string };

export const PARENT_ERRORS = {
  gone: "That logo does not exist any more, so it cannot be changed.",
  notYours: NOT_YOURS_TO_CHANGE,
  unfinished: "That logo is not finished yet, so it cannot be changed.",
} as const;

function asDesign(spec: unknown, where: string): Design | null {
  if (spec === null || spec === undefined) return null;
  const parsed = logoSpecShape.safeParse(spec);
  if (parsed.success) return parsed.data;
  // The agent then rebuilds the design from the conversation; an operator should know.
  console.warn(`${where}: the stored design does not pass the LogoSpec schema: ${parsed.error.issues[0]?.message}`);
  return null;
}

/**
 * The parent's design: a generation only for its owner (403 otherwise: nothing about it is
 * told, and nothing is started), a catalogue logo for anyone.
 */
export async function parentDesign(db: Database, owner: Owner, parent: ParentRef): Promise<ParentDesign> {
  if ("generationId" in parent) {
    const generation = await getGeneration(db, parent.generationId);
    if (!generation) return { ok: false, status: 404, error: PARENT_ERRORS.gone };
    if (!owns(generation, owner)) return { ok: false, status: 403, error: PARENT_ERRORS.notYours };
    if (generation.status !== "completed") return { ok: false, status: 409, error: PARENT_ERRORS.unfinished };
    return { ok: true, design: asDesign(generation.spec, `generation ${generation.id}`) };
  }
  const [logo] = await db.select({ spec: logos.spec }).from(logos).where(eq(logos.id, parent.catalogueId)).limit(1);
  if (!logo) return { ok: false, status: 404, error: PARENT_ERRORS.gone };
  return { ok: true, design: asDesign(logo.spec, `catalogue logo ${parent.catalogueId}`) };
}

/**
 * Whether a new logo may start from this generated logo's design: its owner's always; a
 * logo someone shared (its link names it) by anyone, until it is sold: a bought logo's
 * design is its buyer's alone (docs/decisions/0018).
 */
export function mayStartFrom(generation: { status: string; soldOrderId: string | null; ownerVisitorId: string; ownerUserId: string | null }, owner: Owner): boolean {
  if (generation.status !== "completed") return false;
  return owns(generation, owner) || generation.soldOrderId === null;
}

/**
 * The designs of the reference logos a browser names (catalogue ids, or generated logos'
 * ids), in order: null for one it may not start from (mayStartFrom) or that has none (the
 * agent then has its picture only). The designs go to the agent, never to the browser.
 */
export async function referenceDesigns(db: Database, owner: Owner, logoIds: readonly string[]): Promise<(Design | null)[]> {
  return Promise.all(
    logoIds.map(async (id) => {
      if (CATALOGUE_ID.test(id)) {
        const [logo] = await db.select({ spec: logos.spec }).from(logos).where(eq(logos.id, Number(id))).limit(1);
        return logo ? asDesign(logo.spec, `catalogue logo ${id}`) : null;
      }
      const generation = await getGenerationByLogoId(db, id);
      if (!generation || !mayStartFrom(generation, owner)) return null;
      return asDesign(generation.spec, `generation ${generation.id}`);
    }),
  );
}
