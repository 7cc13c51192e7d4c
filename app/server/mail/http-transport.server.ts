/**
 * The production mail transport: a provider's HTTP sending API in the shape most of them
 * share (Resend's: POST {base}/emails with a bearer key and { from, to, subject, text,
 * html }, answering { id }). Configured by MAIL_PROVIDER_URL, MAIL_PROVIDER_KEY and
 * MAIL_FROM; without them the D1 outbox alone keeps the mail (createMailer).
 */
import type { Database } from "#app/server/db/client.server.ts";
import { createMailer, type Mailer, type MailTransport } from "./mailer.server.ts";

export interface MailEnv {
  MAIL_PROVIDER_URL?: string;
  MAIL_PROVIDER_KEY?: string;
  MAIL_FROM?: string;
}

export function httpMailTransport(env: Required<MailEnv>): MailTransport {
  const endpoint = `${env.MAIL_PROVIDER_URL.replace(/\/+$/, "")}/emails`;
  return {
    name: new URL(endpoint).hostname,
    async deliver(message) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.MAIL_PROVIDER_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: env.MAIL_FROM, to: [message.to], subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the mail provider answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return typeof body.id === "string" ? body.id : "";
    },
  };
}

/** The mailer as configured: the provider when all three settings are there, else the outbox. */
export function mailerFor(env: MailEnv, db: Database): Mailer {
  const { MAIL_PROVIDER_URL: url, MAIL_PROVIDER_KEY: key, MAIL_FROM: from } = env;
  return createMailer(db, url?.trim() && key?.trim() && from?.trim() ? httpMailTransport({ MAIL_PROVIDER_URL: url.trim(), MAIL_PROVIDER_KEY: key.trim(), MAIL_FROM: from.trim() }) : null);
}
