/**
 * The local test checkout: a page of this app (/test-checkout/{session}) that says plainly
 * it is a test, shows the order, and completes or cancels it through the same fulfilment
 * as Stripe. Its sessions live in D1; no money moves, so a refund only records itself.
 */
import { and, eq } from "drizzle-orm";
import { newId } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { testCheckoutSessions } from "#app/server/db/schema.ts";
import type { CheckoutProvider, SessionState } from "./types.ts";

export type TestSession = typeof testCheckoutSessions.$inferSelect;

export function testCheckout(db: Database): CheckoutProvider {
  return {
    name: "test",
    async createSession(request) {
      const id = newId("tcs");
      await db.insert(testCheckoutSessions).values({
        id,
        orderId: request.orderId,
        amountCents: request.totalCents,
        currency: request.currency,
        status: "open",
        paid: false,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      return { sessionId: id, url: testCheckoutUrl(id, request.successUrl) };
    },
    retrieveSession: (sessionId) => testSessionState(db, sessionId),
    async expireSession(sessionId) {
      await db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")));
      return testSessionState(db, sessionId);
    },
    async refund() {
      // A test payment moved no money: there is nothing to give back.
      return "refunded";
    },
    async invoiceUrl() {
      // A test payment is no sale: no invoice is made for it.
      return null;
    },
  };
}

async function testSessionState(db: Database, sessionId: string): Promise<SessionState> {
  const session = await getTestSession(db, sessionId);
  if (!session) throw new Error(`no test checkout session ${sessionId}`);
  const expired = session.status === "open" && session.expiresAt.getTime() < Date.now();
  const status = expired ? "expired" : session.status;
  return {
    status,
    paid: session.paid,
    amountCents: session.paid ? session.amountCents : null,
    currency: session.currency,
    paymentId: session.paid ? `test_payment_${session.id}` : null,
    email: null,
    url: status === "open" ? testCheckoutUrl(session.id, session.successUrl) : null,
    invoiceId: null,
  };
}

/** The test checkout's page, on the site the order came from. */
function testCheckoutUrl(sessionId: string, siteUrl: string): string {
  return new URL(`/test-checkout/${sessionId}`, siteUrl).href;
}

export async function getTestSession(db: Database, id: string): Promise<TestSession | null> {
  if (!/^tcs_[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
  const [session] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
  return session ?? null;
}

/** The tester paid: the session is complete and paid (what Stripe reports after a card payment). */
export async function payTestSession(db: Database, id: string): Promise<void> {
  await db.update(testCheckoutSessions).set({ status: "complete", paid: true }).where(eq(testCheckoutSessions.id, id));
}

export async function endTestSession(db: Database, id: string): Promise<void> {
  await db.update(testCheckoutSessions).set({ status: "expired" }).where(eq(testCheckoutSessions.id, id));
}
