/**
 * The app Worker's queue consumers (wrangler.toml `[[queues.consumers]]`): the order-work
 * queue's messages are done (app/server/orders/order-work.server.ts), and its dead letters
 * kept for the console.
 */
import { createDb } from "#app/server/db/client.server.ts";
import { DEAD_ORDER_WORK_QUEUE, recordDeadOrderWork, runOrderWork } from "#app/server/orders/order-work.server.ts";

export const queue: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  // A batch without a request has no D1 session to follow: it reads and writes the primary.
  const db = createDb(env.DB);
  if (batch.queue === DEAD_ORDER_WORK_QUEUE) await recordDeadOrderWork(batch, db);
  else await runOrderWork(batch, { db, env });
};
