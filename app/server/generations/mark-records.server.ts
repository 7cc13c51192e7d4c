/**
 * The marks a new generation must stay clear of (docs/decisions/0106): every sold logo's
 * mark, generated or from the catalogue (a refund clears `sold_order_id`, and with it the
 * reservation), and for a refinement the marks and layouts of the logo's earlier versions,
 * so "other ideas" shows something new. The agent compares; the app only remembers.
 */
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos } from "#app/server/db/schema.ts";
import { AVOID_MARKS_MAX } from "#protocol/mark-fingerprint.ts";
import { LAYOUTS, type Layout } from "#protocol/logo-spec.ts";

/** How far back a refinement's versions are followed: longer chains are not a person's. */
const MAX_VERSIONS = 60;

export interface MarksToAvoid {
  /** Every sold logo's mark. */
  avoidMarks: string[];
  /** A refinement's earlier versions: their marks and layouts. */
  earlierMarks: string[];
  earlierLayouts: Layout[];
}

export async function soldMarks(db: Database): Promise<string[]> {
  const [generated, catalogue] = await Promise.all([
    db
      .select({ fingerprint: generations.markFingerprint })
      .from(generations)
      .where(and(isNotNull(generations.soldOrderId), isNotNull(generations.markFingerprint)))
      .limit(AVOID_MARKS_MAX),
    db
      .select({ fingerprint: logos.markFingerprint })
      .from(logos)
      .where(and(isNotNull(logos.soldOrderId), isNotNull(logos.markFingerprint)))
      .limit(AVOID_MARKS_MAX),
  ]);
  return [...generated, ...catalogue].map((row) => row.fingerprint!).slice(0, AVOID_MARKS_MAX);
}

/** A refinement's earlier versions: its parent's line back to the first, and the rest of its revision group. */
interface Version {
  markFingerprint: string | null;
  spec: unknown;
}

async function earlierVersions(db: Database, parent: { generationId?: string; catalogueId?: number }): Promise<Version[]> {
  const found: Version[] = [];
  if (parent.catalogueId !== undefined) {
    const [logo] = await db.select({ markFingerprint: logos.markFingerprint, spec: logos.spec }).from(logos).where(eq(logos.id, parent.catalogueId)).limit(1);
    if (logo) found.push(logo);
  }
  const seen = new Set<string>();
  let next = parent.generationId ?? null;
  let group: string | null = null;
  while (next && !seen.has(next) && seen.size < MAX_VERSIONS) {
    seen.add(next);
    const [row] = await db
      .select({ markFingerprint: generations.markFingerprint, spec: generations.spec, parent: generations.parentGenerationId, group: generations.revisionGroupId, catalogue: generations.parentCatalogueId })
      .from(generations)
      .where(eq(generations.id, next))
      .limit(1);
    if (!row) break;
    found.push(row);
    group ??= row.group;
    if (!row.parent && row.catalogue !== null && parent.catalogueId === undefined) return [...found, ...(await earlierVersions(db, { catalogueId: row.catalogue }))];
    next = row.parent;
  }
  if (group) {
    const siblings = await db
      .select({ id: generations.id, markFingerprint: generations.markFingerprint, spec: generations.spec })
      .from(generations)
      .where(and(eq(generations.revisionGroupId, group), or(isNotNull(generations.markFingerprint), isNotNull(generations.spec))))
      .limit(MAX_VERSIONS);
    found.push(...siblings.filter((row) => !seen.has(row.id)));
  }
  return found;
}

function layoutOf(spec: unknown): Layout | null {
  const layout = (spec as { layout?: unknown } | null)?.layout;
  return typeof layout === "string" && (LAYOUTS as readonly string[]).includes(layout) ? (layout as Layout) : null;
}

export async function marksToAvoid(db: Database, request: { parent_generation_id?: string; parent_catalogue_id?: string }): Promise<MarksToAvoid> {
  const parent = request.parent_generation_id
    ? { generationId: request.parent_generation_id }
    : request.parent_catalogue_id
      ? { catalogueId: Number(request.parent_catalogue_id) }
      : null;
  const [sold, versions] = await Promise.all([soldMarks(db), parent ? earlierVersions(db, parent) : Promise.resolve([])]);
  const earlier = versions.map((row) => row.markFingerprint).filter((print): print is string => !!print);
  return {
    avoidMarks: sold,
    earlierMarks: [...new Set(earlier)],
    earlierLayouts: [...new Set(versions.map((row) => layoutOf(row.spec)).filter((layout): layout is Layout => layout !== null))],
  };
}

