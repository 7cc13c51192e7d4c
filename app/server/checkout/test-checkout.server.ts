/**
 * The local test checkout: a page of this app (/test-checkout/{session}) that says plainly
 * it is a test, shows the order, and completes or cancels it through the same fulfilment
 * as Stripe. Its sessions live in D1; no money moves, so a refund only records itself.
 */
import { eq } from "drizzle-orm";
import { newId } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { testCheckoutSessions } from "#app/server/db/schema.ts";
import type { CheckoutProvider } from "./types.ts";

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
      return { sessionId: id, url: new URL(`/test-checkout/${id}`, request.successUrl).href };
    },
    async retrieveSession(sessionId) {
      const session = await getTestSession(db, sessionId);
      if (!session) throw new Error(`no test checkout session ${sessionId}`);
      const expired = session.status === "open" && session.expiresAt.getTime() < Date.now();
      return {
        status: expired ? "expired" : session.status,
        paid: session.paid,
        amountCents: session.paid ? session.amountCents : null,
        currency: session.currency,
        paymentId: session.paid ? `test_payment_${session.id}` : null,
        email: null,
      };
    },
    async refund() {
      // A test payment moved no money: there is nothing to give back.
    },
  };
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
