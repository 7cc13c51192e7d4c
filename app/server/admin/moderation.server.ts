/**
 * Moderation of the public gallery (/gallery): an operator hides a public logo from it,
 * or shows it again. Hiding takes it out of the gallery only: its owner keeps it, and
 * making it public again from their side does not bring it back (docs/decisions/2700).
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, generations, users } from "#app/server/db/schema.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";
import { auditEntry } from "./audit.server.ts";
import type { Operator } from "./operators.server.ts";
import { purgeLogoPages, type PurgeContext } from "#app/server/cache/purge.server.ts";

export const MODERATION_PAGE_SIZE = 24;
export const MODERATION_VIEWS = ["listed", "hidden"] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

export function moderationView(value: string | null): ModerationView {
  return value === "hidden" ? "hidden" : "listed";
}

export async function listForModeration(db: Database, view: ModerationView, page: number) {
  const rows = await db
    .select({ id: generations.id, logoId: generations.logoId, metadata: generations.metadata, prompt: generations.prompt, createdAt: generations.createdAt, hiddenAt: generations.hiddenAt, owner: users.email })
    .from(generations)
    .leftJoin(users, eq(users.id, generations.ownerUserId))
    .where(and(eq(generations.isPublic, true), eq(generations.status, "completed"), view === "hidden" ? isNotNull(generations.hiddenAt) : isNull(generations.hiddenAt)))
    .orderBy(desc(generations.createdAt))
    .limit(MODERATION_PAGE_SIZE + 1)
    .offset((page - 1) * MODERATION_PAGE_SIZE);
  return {
    logos: rows.slice(0, MODERATION_PAGE_SIZE).map((row) => ({
      id: row.id,
      href: row.logoId ? `/logo/${row.logoId}` : null,
      name: row.metadata?.name || "Custom Logo",
      image: previewPath(row.id),
      bgColor: row.metadata?.bgColor || "bg-white",
      prompt: row.prompt,
      owner: row.owner ?? "A guest",
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
    })),
    hasMore: rows.length > MODERATION_PAGE_SIZE,
  };
}

export type ModerationResult = { ok: true; message: string } | { ok: false; status: 404; error: string };

/** Hides a public logo from the gallery or shows it again; its kept pages go at once. */
export async function setHidden(sales: PurgeContext, operator: Operator, generationId: string, hidden: boolean): Promise<ModerationResult> {
  const { db } = sales;
  const [row] = await db.select({ metadata: generations.metadata, isPublic: generations.isPublic, hiddenAt: generations.hiddenAt }).from(generations).where(eq(generations.id, generationId)).limit(1);
  if (!row || !row.isPublic) return { ok: false, status: 404, error: "That logo is not in the public gallery." };
  const name = row.metadata?.name || "Custom Logo";
  // Already as asked (a second press, or another operator): nothing to do, nothing to record.
  if (Boolean(row.hiddenAt) === hidden) return { ok: true, message: hidden ? `“${name}” is hidden from the gallery.` : `“${name}” is in the gallery.` };
  await db.batch([
    db.update(generations).set({ hiddenAt: hidden ? new Date() : null }).where(eq(generations.id, generationId)),
    db.insert(adminAudit).values(auditEntry(operator, hidden ? "gallery.hide" : "gallery.show", generationId, hidden ? `Hid “${name}” from the public gallery.` : `Showed “${name}” in the public gallery again.`)),
  ]);
  await purgeLogoPages(sales, [{ kind: "generation", generationId }]);
  return { ok: true, message: hidden ? `“${name}” is hidden from the gallery.` : `“${name}” is back in the gallery.` };
}
