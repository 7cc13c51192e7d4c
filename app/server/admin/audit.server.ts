/**
 * The console's audit trail: every operator action is written here with who did it, when
 * and to what (docs/decisions/2700). Records are only ever added.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, type AuditRow } from "#app/server/db/schema.ts";
import type { Operator } from "./operators.server.ts";

export type AuditAction =
  | "order.refund"
  | "order.work-resent"
  | "order.retried"
  | "gallery.hide"
  | "gallery.show"
  | "designer.payout-address"
  | "payouts.export"
  | "payouts.paid"
  | "submission.approve"
  | "submission.reject";

export function auditEntry(operator: Operator, action: AuditAction, target: string, detail: string, at = new Date()) {
  return { at, actorUserId: operator.id, actor: operator.email, action, target, detail };
}

export async function recordAction(db: Database, operator: Operator, action: AuditAction, target: string, detail: string): Promise<void> {
  await db.insert(adminAudit).values(auditEntry(operator, action, target, detail));
}

export interface AuditView {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: string;
}

const asView = (row: AuditRow): AuditView => ({ id: row.id, at: row.at.toISOString(), actor: row.actor, action: row.action, target: row.target, detail: row.detail });

export const AUDIT_PAGE_SIZE = 50;

/** Newest first; `before` (an entry's id) pages back through older ones. */
export async function listAudit(db: Database, options: { target?: string; before?: number | null; limit?: number } = {}): Promise<AuditView[]> {
  const conditions = [options.target ? eq(adminAudit.target, options.target) : undefined, options.before ? lt(adminAudit.id, options.before) : undefined];
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(...conditions))
    .orderBy(desc(adminAudit.id))
    .limit(options.limit ?? AUDIT_PAGE_SIZE);
  return rows.map(asView);
}
