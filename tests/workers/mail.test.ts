/** The Mailer: the D1 outbox always, and the provider transport against a local stand-in of its sending API. */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { mailOutbox } from "#app/server/db/schema.ts";
import { mailerFor } from "#app/server/mail/http-transport.server.ts";
import app from "#app/server/http/app.ts";

const db = () => createDb(env.DB);
const message = (to: string) => ({ to, subject: "Your receipt", text: "Thank you.", kind: "receipt" });

describe("the mailer", () => {
  it("keeps mail in the outbox when no provider is configured", async () => {
    await mailerFor({}, db()).send(message("outbox@example.com"));
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "outbox@example.com"));
    expect(row).toMatchObject({ subject: "Your receipt", transport: "outbox", providerMessageId: null, kind: "receipt" });
  });

  it("hands mail to the provider's sending API, and the outbox records its id", async () => {
    const provider = { MAIL_PROVIDER_URL: env.STRIPE_API_URL!, MAIL_PROVIDER_KEY: "re_test_key", MAIL_FROM: "LogoMarket <shop@example.com>" };
    await mailerFor(provider, db()).send(message("sent@example.com"));
    const sent = (await (await fetch(`${env.STRIPE_API_URL}/__stand-in/emails`)).json()) as { emails: { id: string; to: string[]; from: string; subject: string; text: string }[] };
    const mail = sent.emails.find((entry) => entry.to.includes("sent@example.com"))!;
    expect(mail).toMatchObject({ from: "LogoMarket <shop@example.com>", subject: "Your receipt", text: "Thank you." });
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "sent@example.com"));
    expect(row).toMatchObject({ transport: "127.0.0.1", providerMessageId: mail.id });
  });

  it("fails loudly when the provider refuses, and records nothing as sent", async () => {
    const provider = { MAIL_PROVIDER_URL: env.STRIPE_API_URL!, MAIL_PROVIDER_KEY: "re_test_key", MAIL_FROM: "" };
    // Without a sender the configuration is incomplete: the outbox keeps the mail.
    await mailerFor(provider, db()).send(message("incomplete@example.com"));
    const [kept] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "incomplete@example.com"));
    expect(kept!.transport).toBe("outbox");
    const refusing = { MAIL_PROVIDER_URL: `${env.STRIPE_API_URL}/nowhere`, MAIL_PROVIDER_KEY: "re_test_key", MAIL_FROM: "shop@example.com" };
    await expect(mailerFor(refusing, db()).send(message("refused@example.com"))).rejects.toThrow(/answered 404/);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, "refused@example.com"))).toEqual([]);
  });
});

describe("the local outbox page, /dev/outbox", () => {
  /** The whole app with these settings added to the tests' own (which have no DEV_OUTBOX). */
  async function outboxPage(settings: Record<string, string>) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request("http://127.0.0.1/dev/outbox"), { ...env, ...settings }, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, body };
  }

  it("is not there without DEV_OUTBOX=on, whatever the Host says", async () => {
    expect("DEV_OUTBOX" in env).toBe(false);
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      expect((await SELF.fetch(`http://${host}/dev/outbox`)).status, host).toBe(404);
    }
    expect((await outboxPage({ DEV_OUTBOX: "yes" })).status).toBe(404);
  });

  it("lists the kept mails with DEV_OUTBOX=on", async () => {
    await mailerFor({}, db()).send(message("outbox-page@example.com"));
    const page = await outboxPage({ DEV_OUTBOX: "on" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("outbox-page@example.com");
  });

  it("is not there while a mail provider delivers, even with DEV_OUTBOX=on", async () => {
    expect((await outboxPage({ DEV_OUTBOX: "on", MAIL_PROVIDER_URL: "https://mail.example.com" })).status).toBe(404);
  });
});
