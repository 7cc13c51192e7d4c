/**
 * Mail, behind one interface (ARCHITECTURE.md, Email): callers say what to send, and the
 * configured transport delivers it. Every message is also written to the D1 outbox, so
 * what the product sent can always be read back (by the local-only outbox page when no
 * provider is configured, and by the tests).
 */
import { newId } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { mailOutbox } from "#app/server/db/schema.ts";

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; every mail has one. */
  text: string;
  html?: string;
  /** What the mail is about: "receipt", "password-reset", "newsletter-confirm", ... */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** Hands a message to a real provider; returns the provider's message id. */
export interface MailTransport {
  readonly name: string;
  deliver(message: MailMessage): Promise<string>;
}

/**
 * The mailer: the outbox alone by default; with a transport, the provider delivers and the
 * outbox keeps the record. A provider failure is the caller's to handle (it throws).
 */
export function createMailer(db: Database, transport: MailTransport | null = null): Mailer {
  return {
    async send(message) {
      const id = newId("mail");
      const providerMessageId = transport ? await transport.deliver(message) : null;
      await db.insert(mailOutbox).values({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        transport: transport?.name ?? "outbox",
        providerMessageId,
        createdAt: new Date(),
      });
      return { id };
    },
  };
}
