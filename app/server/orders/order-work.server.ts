/**
 * Work after payment on a Cloudflare Queue (docs/decisions/0505). A completed order's brand
 * kits are messages, one per logo, that the app consumes itself: a kit made is acknowledged,
 * a failure is tried again later (10 s, 20 s, 40 s, ... at most 5 minutes apart), and what
 * fails every try lands on the dead-letter queue, recorded here for the console. Kits are
 * made first paid, first made: the fulfilment takes each kit's lease in the queue's name, so
 * a download that comes first waits (its page says the kit is being made, and refreshes
 * itself) instead of drawing it beside the queue; a lease the queue leaves a minute, or a
 * render that failed, is the download's to take over (files.server.ts).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { deadOrderWork } from "#app/server/db/schema.ts";
import { ensureOrderKit, type FilesEnv } from "./files.server.ts";
import { getOrder, type OrderWithItems } from "./orders.server.ts";

export const ORDER_WORK_QUEUE = "order-work";
export const DEAD_ORDER_WORK_QUEUE = "order-work-dead";

/** A bought logo's brand kit to make. */
export interface KitWork {
  kind: "kit";
  orderId: string;
  purchaseId: string;
}
export type OrderWork = KitWork;

/** The producer's side: the Worker's `ORDER_WORK` binding (a Queue), or a stand-in in tests. */
export interface OrderWorkQueue {
  sendBatch(messages: Iterable<MessageSendRequest<OrderWork>>): Promise<unknown>;
}

export function isOrderWork(body: unknown): body is OrderWork {
  if (!body || typeof body !== "object") return false;
  const { kind, orderId, purchaseId } = body as Record<string, unknown>;
  return kind === "kit" && typeof orderId === "string" && orderId.length > 0 && typeof purchaseId === "string" && purchaseId.length > 0;
}

/** One message per logo of the completed order. */
export async function queueKits(queue: OrderWorkQueue, found: OrderWithItems): Promise<void> {
  await queue.sendBatch(found.items.map((item) => ({ body: { kind: "kit", orderId: found.order.id, purchaseId: item.purchaseId } satisfies KitWork, contentType: "json" })));
}

/** The delay before the next try of a message tried `attempts` times: 10 s doubling, at most 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

export interface OrderWorkDeps {
  db: Database;
  env: FilesEnv;
}

/** The `order-work` queue's consumer: each message done and acknowledged, or tried again later. */
export async function runOrderWork(batch: MessageBatch<unknown>, deps: OrderWorkDeps): Promise<void> {
  for (const message of batch.messages) {
    if (!isOrderWork(message.body)) {
      // Nothing a retry could mend: said, and let go.
      console.error(`order work ${message.id}: not a message this app sends`, message.body);
      message.ack();
      continue;
    }
    try {
      await doWork(deps, message.body);
      message.ack();
    } catch (error) {
      console.error(`order ${message.body.orderId}: making the kit of ${message.body.purchaseId} failed (try ${message.attempts}); tried again later`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function doWork({ db, env }: OrderWorkDeps, work: OrderWork): Promise<void> {
  const found = await getOrder(db, work.orderId);
  // Refunded since, or not an order of ours: there is no kit to make.
  if (found?.order.status !== "completed") return;
  const item = found.items.find((entry) => entry.purchaseId === work.purchaseId);
  if (!item) return;
  await ensureOrderKit(env, db, found.order, item, 10_000, { forQueue: true });
}

/** The dead-letter queue's consumer: each message kept for the console, once. */
export async function recordDeadOrderWork(batch: MessageBatch<unknown>, db: Database, now = new Date()): Promise<void> {
  for (const message of batch.messages) {
    const work = isOrderWork(message.body) ? message.body : null;
    await db
      .insert(deadOrderWork)
      .values({ id: message.id, kind: work?.kind ?? "unknown", orderId: work?.orderId ?? "", purchaseId: work?.purchaseId ?? null, body: JSON.stringify(message.body ?? null), deadAt: now })
      .onConflictDoNothing();
    message.ack();
  }
}

export type DeadOrderWork = typeof deadOrderWork.$inferSelect;

/** What failed every try and was not sent again, newest first. */
export function openDeadOrderWork(db: Database, limit = 50): Promise<DeadOrderWork[]> {
  return db.select().from(deadOrderWork).where(isNull(deadOrderWork.resentAt)).orderBy(desc(deadOrderWork.deadAt)).limit(limit);
}

/** An operator sends a dead message again: back on the queue, and marked so (once, even from two tabs). */
export async function resendDeadOrderWork(db: Database, queue: OrderWorkQueue, id: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(deadOrderWork)
    .set({ resentAt: now })
    .where(and(eq(deadOrderWork.id, id), isNull(deadOrderWork.resentAt)))
    .returning();
  if (!row) return false;
  const body: unknown = JSON.parse(row.body);
  if (!isOrderWork(body)) return false;
  try {
    await queue.sendBatch([{ body, contentType: "json" }]);
  } catch (error) {
    await db.update(deadOrderWork).set({ resentAt: null }).where(eq(deadOrderWork.id, id));
    throw error;
  }
  return true;
}
