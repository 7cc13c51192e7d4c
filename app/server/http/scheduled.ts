/**
 * The app Worker's Cron Triggers (wrangler.toml `[triggers] crons`). Every run settles the
 * orders whose payment state is unknown with the provider (checkout/reconcile.server.ts),
 * so a missed or late webhook never leaves a paid buyer without files or an unpaid order
 * holding a logo.
 */
import { reconcileOrders } from "#app/server/checkout/reconcile.server.ts";
import { createDb } from "#app/server/db/client.server.ts";

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  // A run without a request has no D1 session to follow: it reads and writes the primary.
  // Awaited, so the run's outcome (and a failure) is the job's.
  await reconcileOrders({ db: createDb(env.DB), env });
};
