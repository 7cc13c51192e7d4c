/**
 * The outbox page (/dev/outbox): the mails the product sent, for a developer running it
 * locally with no mail provider. It exists only on a loopback address (127.0.0.1,
 * localhost) and only while no provider is configured: a deployed site has no such page.
 */
import { desc } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { mailOutbox } from "#app/server/db/schema.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function outboxIsOpen(request: Request, env: { MAIL_PROVIDER_URL?: string }): boolean {
  return LOOPBACK.has(new URL(request.url).hostname) && !env.MAIL_PROVIDER_URL?.trim();
}

export async function loadOutbox(request: Request, context: { db: Database; env: { MAIL_PROVIDER_URL?: string } }) {
  if (!outboxIsOpen(request, context.env)) throw new Response("Not found", { status: 404 });
  const mails = await context.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return { mails: mails.map((mail) => ({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, kind: mail.kind, createdAt: mail.createdAt.toISOString() })) };
}
