/**
 * The outbox page (/dev/outbox): the mails the product sent, for a developer running it
 * locally with no mail provider. It exists only with `DEV_OUTBOX=on`, which `npm start`
 * and the browser tests pass to `wrangler dev` and no config file holds (like
 * `CHECKOUT_TEST_MODE`), and only while no provider is configured: a deployed site has no
 * such page. The Host header is the client's to choose, so it decides nothing here.
 */
import { desc } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { mailOutbox } from "#app/server/db/schema.ts";

interface OutboxSettings {
  DEV_OUTBOX?: string;
  MAIL_PROVIDER_URL?: string;
}

export function outboxIsOpen(env: OutboxSettings): boolean {
  return env.DEV_OUTBOX?.trim() === "on" && !env.MAIL_PROVIDER_URL?.trim();
}

export function loadOutbox(context: { db: Database; env: OutboxSettings }) {
  if (!outboxIsOpen(context.env)) throw new Response("Not found", { status: 404 });
  return listOutbox(context.db);
}

async function listOutbox(db: Database) {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return { mails: mails.map((mail) => ({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind, createdAt: mail.createdAt.toISOString() })) };
}
