/**
 * The marks a new generation must stay clear of (docs/decisions/0106): every sold logo's
 * mark, generated or from the catalogue (a refund clears `sold_order_id`, and with it the
 * reservation), and for a refinement the marks and layouts of the logo's earlier versions,
 * so "other ideas" shows something new: each as a fingerprint (its pixels) and as an idea
 * (what it is made of, `markIdea`). The agent compares; the app only remembers.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos } from "#app/server/db/schema.ts";
import { AVOID_MARKS_MAX } from "#protocol/mark-fingerprint.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { LAYOUTS, type Layout } from "#protocol/logo-spec.ts";

/** How far back a refinement's versions are followed: longer chains are not a person's. */
const MAX_VERSIONS = 60;

export interface MarksToAvoid {
  /** Every sold logo's mark. */
  avoidMarks: string[];
  /** Every sold logo's mark's idea. */
  avoidIdeas: string[];
  /** A refinement's earlier versions: their marks, their marks' ideas and their layouts. */
  earlierMarks: string[];
  earlierIdeas: string[];
  earlierLayouts: Layout[];
  /**
   * What the visitor asked for along the line, oldest first ('A logo for a bakery called
   * Crumb', then each change): the conversation the agent reads a change against (the
   * trade, a subject for a mark asked for without naming one, the visitor's language).
   */
  earlierPrompts: string[];
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

/**
 * Every sold logo's mark's idea, read from its kept design: only the two parts an idea is
 * made of leave the database (SQLite's json_extract), not whole designs.
 */
export async function soldIdeas(db: Database): Promise<string[]> {
  const parts = (table: "generations" | "logos") =>
    db.all<{ icon: string | null; mark: string | null }>(sql`
      SELECT json_extract(spec, '$.icon') AS icon, json_extract(spec, '$.mark') AS mark FROM ${sql.identifier(table)}
      WHERE sold_order_id IS NOT NULL AND spec IS NOT NULL AND json_valid(spec) AND json_type(spec, '$.mark') = 'object'
      LIMIT ${AVOID_MARKS_MAX}`);
  const rows = (await Promise.all([parts("generations"), parts("logos")])).flat();
  const ideas = rows.map((row) => markIdea({ icon: designOf(row.icon) as { set: string; name: string } | null, mark: designOf(row.mark) as Record<string, unknown> | null }));
  return [...new Set(ideas.filter((idea): idea is string => idea !== null))].slice(0, AVOID_MARKS_MAX);
}

/** A refinement's earlier versions: its parent's line back to the first, and the rest of its revision group. */
interface Version {
  markFingerprint: string | null;
  spec: unknown;
  /** On the parent's line: its prompt, and how many versions back it is. */
  line?: { prompt: string; depth: number };
}

/** A stored design as D1 hands it back from raw SQL: JSON text. */
function designOf(text: unknown): unknown {
  if (typeof text !== "string") return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The versions a refinement follows from, in one query: its parent's line back to the
 * first (a recursive walk of parent_generation_id), the rest of their revision groups, and
 * the catalogue logo the line started from, if it did.
 */
async function earlierVersions(db: Database, parent: { generationId?: string; catalogueId?: number }): Promise<Version[]> {
  const rows = parent.generationId
    ? await db.all<{ mark_fingerprint: string | null; spec: unknown; parent_generation_id: string | null; parent_catalogue_id: number | null; prompt: string; depth: number | null }>(sql`
        WITH RECURSIVE line(id, depth) AS (
          SELECT ${parent.generationId}, 0
          UNION ALL
          SELECT g.parent_generation_id, line.depth + 1 FROM generations g JOIN line ON g.id = line.id
          WHERE g.parent_generation_id IS NOT NULL AND line.depth < ${MAX_VERSIONS}
        )
        SELECT mark_fingerprint, spec, parent_generation_id, parent_catalogue_id, prompt, (SELECT depth FROM line WHERE line.id = generations.id) AS depth FROM generations
        WHERE id IN (SELECT id FROM line)
           OR revision_group_id IN (SELECT revision_group_id FROM generations WHERE id IN (SELECT id FROM line) AND revision_group_id IS NOT NULL)
        LIMIT ${MAX_VERSIONS * 2}`)
    : [];
  const found: Version[] = rows.map((row) => ({
    markFingerprint: row.mark_fingerprint,
    spec: designOf(row.spec),
    ...(row.depth === null ? {} : { line: { prompt: row.prompt, depth: row.depth } }),
  }));
  const catalogueId = parent.catalogueId ?? rows.find((row) => row.parent_generation_id === null && row.parent_catalogue_id !== null)?.parent_catalogue_id;
  if (catalogueId !== undefined && catalogueId !== null) {
    const [logo] = await db.select({ markFingerprint: logos.markFingerprint, spec: logos.spec }).from(logos).where(eq(logos.id, catalogueId)).limit(1);
    if (logo) found.push(logo);
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
  const [sold, ideas, versions] = await Promise.all([soldMarks(db), soldIdeas(db), parent ? earlierVersions(db, parent) : Promise.resolve([])]);
  const earlier = versions.map((row) => row.markFingerprint).filter((print): print is string => !!print);
  const earlierIdeas = versions.map((row) => markIdea(row.spec as Parameters<typeof markIdea>[0])).filter((idea): idea is string => idea !== null);
  return {
    avoidMarks: sold,
    avoidIdeas: ideas,
    earlierMarks: [...new Set(earlier)],
    earlierIdeas: [...new Set(earlierIdeas)],
    earlierLayouts: [...new Set(versions.map((row) => layoutOf(row.spec)).filter((layout): layout is Layout => layout !== null))],
    earlierPrompts: versions
      .flatMap((row) => (row.line && row.line.prompt ? [row.line] : []))
      .sort((a, b) => b.depth - a.depth)
      .map((line) => line.prompt),
  };
}

